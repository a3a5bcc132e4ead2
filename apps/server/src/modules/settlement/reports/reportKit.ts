import { formatDate } from '@srm/core';
import { menu } from '../../../platform/access/rules.ts';
import { type DataScope, scopeFor } from '../../../platform/access/scope.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';

/*
 * What the three settlement reports (issue 18 item 7) share: where they live, who may read them — internal users
 * holding the reports page (a supplier user has no such menu: 403) — and the filters by supplier and organisation.
 * The rows are the caller's organisation scope, through the one scope helper.
 */

export const REPORT_MENU = 'SET_REPORT';
export const reportAt = { server: 'srmServer' as const, entity: 'srmSettleReport' };
export const reportAuth = menu(REPORT_MENU);

/** The filters every report takes. */
export const partyFilters = {
  supplierId: idSchema.optional(),
  orgId: idSchema.optional(),
};

/** The caller's scope; a supplier user never reads these reports, whatever its menus say. */
export async function internalScope(db: DbOrTx, user: SessionUser, req: object): Promise<DataScope> {
  const scope = await scopeFor(db, user, req);
  if (scope.kind === 'SUPPLIER') throw new AppError(403, 'error.forbidden');
  return scope;
}

/** Today on the server's calendar (what "days open" and the ageing's default date count to). */
export const today = () => formatDate(new Date());

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
