import { defineScreens } from '../../../app/screens/define.ts';

/** Screens of the plans part of procurement execution (issue 8), keyed by the menu's htmlUrl. */
export const plansScreens = defineScreens({});
