import { accountActions } from './account.ts';
import { accreditActions } from './accredit.ts';
import { dataPermissionActions } from './dataPermission.ts';
import { departmentActions } from './department.ts';
import { galleryActions } from './gallery.ts';
import { jobActions } from './jobs.ts';
import { jobTitleActions } from './jobTitle.ts';
import { loginActions } from './login.ts';
import { logActions } from './logs.ts';
import { lookupTypeActions } from './lookupTypes.ts';
import { lookupActions } from './lookupValues.ts';
import { menuActions, menuResourceActions } from './menus.ts';
import { orgActions } from './org.ts';
import { personActions } from './person.ts';
import { positionActions } from './position.ts';
import { positionAllotActions } from './positionAllot.ts';
import { positionLevelActions } from './positionLevel.ts';
import { profileActions } from './profiles.ts';
import { responsibilityActions, userRespActions } from './responsibilities.ts';
import { roleActions } from './roles.ts';
import { systemInfoActions } from './systemInfo.ts';
import { userActions } from './users.ts';

/** Every restful action of the administration module. */
export const adminActions = [
  ...loginActions,
  ...accountActions,
  ...accreditActions,
  ...lookupActions,
  ...userActions,
  ...roleActions,
  ...responsibilityActions,
  ...userRespActions,
  ...menuActions,
  ...menuResourceActions,
  ...lookupTypeActions,
  ...profileActions,
  ...galleryActions,
  ...jobActions,
  ...logActions,
  // organisation structure and data permissions
  ...orgActions,
  ...departmentActions,
  ...positionLevelActions,
  ...positionActions,
  ...positionAllotActions,
  ...personActions,
  ...jobTitleActions,
  ...dataPermissionActions,
  // the running system
  ...systemInfoActions,
];
