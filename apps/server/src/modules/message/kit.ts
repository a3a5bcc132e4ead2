import { isSupplierUserType } from '@srm/core';
import { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { AppError } from '../../platform/http/errors.ts';

/** The menus of the message centre (seed/demoMenus.ts, MESSAGE folder); each screen's calls check its own. */
export const MSG_MENU = {
  list: 'MSG_LIST',
  template: 'MSG_TEMPLATE',
  source: 'MSG_SOURCE',
  config: 'MSG_CONFIG',
  instance: 'MSG_INSTANCE',
  receiver: 'MSG_RECEIVER',
  history: 'MSG_HISTORY',
  todo: 'MSG_TODO',
  log: 'MSG_LOG',
  article: 'MSG_ARTICLE',
  reminder: 'MSG_REMINDER',
} as const;

export const CHANNELS = ['IN_APP', 'EMAIL'] as const;
export type Channel = (typeof CHANNELS)[number];
export const channelSchema = z.enum(CHANNELS);
/** Channels travel as a list; stored as a comma list. */
export const channelsSchema = z.array(channelSchema).min(1).max(2);
export const channelList = (text: string | null | undefined): Channel[] =>
  (text ?? '').split(',').filter((c): c is Channel => (CHANNELS as readonly string[]).includes(c));

export const LANGS = ['CN', 'EN'] as const;

/** Sources the platform itself sends: hand-written messages and to-do reminders. */
export const MANUAL_SOURCE = 'MANUAL';
export const TODO_REMINDER_SOURCE = 'TODO_REMINDER';

export const isSupplierUser = (user: SessionUser) => isSupplierUserType(user.userType) || user.supplierId != null;

/** The configuration screens are internal: a supplier user is refused even if a menu were granted. */
export function internalOnly(user: SessionUser | null): SessionUser {
  if (!user || isSupplierUser(user)) throw new AppError(403, 'error.internalOnly');
  return user;
}
