import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the home domain, keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  myAccount: { load: () => import('./account/MyAccountScreen.tsx'), title: { CN: '我的账户', EN: 'My account' } },
});
