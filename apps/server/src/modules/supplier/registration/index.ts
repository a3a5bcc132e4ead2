/** Supplier self-registration: the public pages' calls, the upload, the approval screen's calls. */
import { registrationApprovalActions } from './approvalActions.ts';
import { registrationPublicActions } from './publicActions.ts';

export const registrationActions = [...registrationPublicActions, ...registrationApprovalActions];
export { testHookActions } from './testHooks.ts';
export { REGISTRATION_UPLOAD_PATH, registrationUploadPlugin } from './upload.ts';
