import { lifecycleDocumentActions } from './bindings.ts';
import { lifecycleStatusActions } from './statusActions.ts';

/** The supplier lifecycle documents (inspection plans, on-site inspections, trials, daily records) and the status screen. */
export const supplierLifecycleActions = [...lifecycleDocumentActions, ...lifecycleStatusActions];
export { seedSupplierLifecycleDemo } from './seed.ts';
