import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the home domain, keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  homeWelcome: { load: () => import('./WelcomeScreen.tsx'), title: { CN: '欢迎页', EN: 'Welcome' } },
});
