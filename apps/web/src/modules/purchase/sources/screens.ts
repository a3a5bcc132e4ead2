import { defineScreens } from '../../../app/screens/define.ts';

/** Screens of the sources part of procurement execution (issue 8), keyed by the menu's htmlUrl. */
export const sourcesScreens = defineScreens({});
