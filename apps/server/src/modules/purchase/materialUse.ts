import { eq } from 'drizzle-orm';
import { provideMaterialOnRequisitions } from '../base/index.ts';
import { requisitionLines } from './schema.ts';

// Base data refuses to delete a material a requisition line names; base sits below this module and may not
// import it, so the check is provided to it when the module is loaded (index.ts imports this file).
provideMaterialOnRequisitions(async (db, materialId) => {
  const [used] = await db
    .select({ id: requisitionLines.id })
    .from(requisitionLines)
    .where(eq(requisitionLines.materialId, materialId))
    .limit(1);
  return used !== undefined;
});
