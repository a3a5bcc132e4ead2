import { categoryActions } from './categories.ts';
import { instanceActions } from './instances.ts';
import { interiorPendingActions } from './interiorPending.ts';
import { modelActions } from './models.ts';
import { oaOutboxActions } from './oaOutbox.ts';
import { runningInstanceActions } from './runningInstances.ts';
import { taskActions } from './tasks.ts';

/** Every restful action of the workflow module: administration, approvals, to-dos, OA outbox. */
export const bpmActions = [
  ...categoryActions,
  ...modelActions,
  ...taskActions,
  ...instanceActions,
  ...runningInstanceActions,
  ...interiorPendingActions,
  ...oaOutboxActions,
];

/** What the workflow engine reads of the department tree (app.ts hands it to createWorkflowService). */
export { bpmOrgDirectory } from './orgDirectory.ts';
/** The demo's process category and deployed requisition process (run after the demo users exist). */
export { seedWorkflowDemo } from './seed.ts';
