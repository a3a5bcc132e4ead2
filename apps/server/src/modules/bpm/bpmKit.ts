import { requireMenuResource } from '../../platform/access/menus.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';

/*
 * What the workflow's actions share: their server, the administration menus and buttons they check.
 * Approval actions (tasks, to-dos, one's own instances) need only a signed-in internal user and touch
 * only the caller's own rows; administration actions need the menu, and changes a button on it.
 */

export const BPM_SERVER = 'bpmServer';

/** The process-model administration screen (processList): categories, models, deployment, monitoring of any instance. */
export const PROCESS_ADMIN_MENU = 'BPM_PROCESS_LIST';
/** The OA outbox screen: what was sent to the OA approval system, and retrying what failed. */
export const OA_OUTBOX_MENU = 'BPM_OA_OUTBOX';

/** Buttons on those menus; checked on the menu itself, since codes such as btnEdit exist on many menus. */
export type AdminButton = 'btnAdd' | 'btnEdit' | 'btnDelete' | 'btnDeploy' | 'btnRetry';

export const requireButton = (db: DbOrTx, user: SessionUser, menuCode: string, button: AdminButton) =>
  requireMenuResource(db, user, menuCode, button);
