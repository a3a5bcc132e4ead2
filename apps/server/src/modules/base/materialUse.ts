import type { DbOrTx } from '../../platform/db/types.ts';
import { providedLater } from '../../platform/wiring/providedLater.ts';

/*
 * Whether a requisition line names a material: such a material is disabled, never deleted, since the
 * document must keep showing it. The lines are the purchase module's, which sits above this one (its
 * documents name base data), so base may not import it: the purchase module provides the check when it is
 * loaded (modules/purchase/materialUse.ts).
 */

export type MaterialOnRequisitions = (db: DbOrTx, materialId: number) => Promise<boolean>;

const check = providedLater<MaterialOnRequisitions>('The requisition-line check of materials (modules/purchase)');

/** Called by the purchase module when it is loaded. */
export const provideMaterialOnRequisitions = (c: MaterialOnRequisitions): void => check.provide(c);

/** Does any requisition line name the material? */
export const materialOnRequisitions: MaterialOnRequisitions = (db, materialId) => check.get()(db, materialId);
