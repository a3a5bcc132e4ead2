import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { supplierGroupMembers, supplierGroups, suppliers } from './schema.ts';

/*
 * Supplier groups (code, name, members): receivers of notices and notifications. The supplier lifecycle issue
 * may bring a maintenance screen; for now the demo seeds one and internal pickers list them.
 */

/** SQL: the ids of the groups `supplierId` belongs to — for "addressed to a group containing it" conditions. */
export const groupIdsOfSupplierSql = (supplierId: number): SQL =>
  sql`select ${supplierGroupMembers.groupId} from ${supplierGroupMembers} where ${supplierGroupMembers.supplierId} = ${supplierId}`;

/** The distinct member suppliers of some groups. */
export async function suppliersOfGroups(db: DbOrTx, groupIds: readonly number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ supplierId: supplierGroupMembers.supplierId })
    .from(supplierGroupMembers)
    .where(inArray(supplierGroupMembers.groupId, [...groupIds]));
  return rows.map((r) => r.supplierId);
}

/** Every supplier id (a notice or notification for all suppliers). */
export async function allSupplierIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers);
  return rows.map((r) => r.id);
}

const listForSelect = defineAction({
  server: 'baseServer',
  entity: 'baseSupplierGroup',
  action: 'listForSelect',
  summary: 'Enabled supplier groups for a picker (id, code, name, member count), by a keyword; internal users only',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const { keyword } = body.searchParams;
    const c: SQL[] = [eq(supplierGroups.enabledFlag, 'Y')];
    if (keyword) {
      c.push(containsAny(keyword, [supplierGroups.groupCode, supplierGroups.groupName]));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          groupId: supplierGroups.id,
          groupCode: supplierGroups.groupCode,
          groupName: supplierGroups.groupName,
          memberCount: sql<number>`(select count(*)::int from srm_pos_supplier_group_member m where m.group_id = "srm_pos_supplier_group"."id")`,
        })
        .from(supplierGroups)
        .where(where)
        .orderBy(asc(supplierGroups.groupCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, supplierGroups, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const supplierGroupActions = [listForSelect];

/** Demo: group KEY_PARTS holds the first demo supplier only, so targeting a group can be seen. */
export async function seedSupplierGroupDemo(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ id: supplierGroups.id }).from(supplierGroups).limit(1);
  if (existing) return;
  const [first] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.supplierNumber, 'S000001'));
  if (!first) return;
  const [group] = await db
    .insert(supplierGroups)
    .values({ groupCode: 'KEY_PARTS', groupName: '关键零部件供应商' })
    .returning({ id: supplierGroups.id });
  await db.insert(supplierGroupMembers).values({ groupId: group.id, supplierId: first.id });
}
