import type { Lang } from '@srm/core/i18n/lang';
import type { ComponentType } from 'react';

/** Loads a screen's chunk. Screens are default exports of their own files, so each is a lazy chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type ScreenDefinition = {
  load: ScreenLoader;
  /** Title for a tab opened without a menu (e.g. from a to-do link); the menu's name wins otherwise. */
  title?: Record<Lang, string>;
};

/**
 * The screens of one domain, keyed by the menu's htmlUrl (the spec's route names, e.g.
 * 'noticeManagement' or 'systemsetting/institution/:treeType'). Each `modules/<domain>/screens.ts`
 * exports `screens = defineScreens({...})`; `app/screens/registry.ts` collects them all, so adding a
 * screen never touches the shell.
 */
export type ScreenMap = Record<string, ScreenDefinition>;

export function defineScreens<T extends ScreenMap>(screens: T): T {
  return screens;
}
