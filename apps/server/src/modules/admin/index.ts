import { accreditActions } from './accredit.ts';
import { galleryActions } from './gallery.ts';
import { jobActions } from './jobs.ts';
import { loginActions } from './login.ts';
import { logActions } from './logs.ts';
import { lookupActions } from './lookupValues.ts';
import { userActions } from './users.ts';

/** Every restful action of the administration module. */
export const adminActions = [
  ...loginActions,
  ...accreditActions,
  ...lookupActions,
  ...userActions,
  ...galleryActions,
  ...jobActions,
  ...logActions,
];
