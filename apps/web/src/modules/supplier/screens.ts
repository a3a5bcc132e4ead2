import { defineScreens } from '../../app/screens/define.ts';
import { groupScreens } from './groups/screens.ts';
import { infoScreens } from './info/screens.ts';
import { lifecycleScreens } from './lifecycle/screens.ts';
import { statusScreens } from './status/screens.ts';

/** Screens of the supplier domain, keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  ...statusScreens,
  ...infoScreens,
  ...groupScreens,
  ...lifecycleScreens,
  supplierRegisterApproval: {
    load: () => import('./registration/RegistrationApprovalScreen.tsx'),
    title: { CN: '注册审批', EN: 'Registration approval' },
  },
});
