import { supplierGroupList } from '@srm/core/masters/supplierGroup';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { fieldError, idSchema } from '../../admin/orgCommon.ts';
import { supplierGroupMembers, supplierGroups, suppliers } from '../schema.ts';

/*
 * The supplier groups screen (supplierGroups, internal only): code, name, enabled, and the members
 * picked with the supplier picker. Declared in packages/core/src/masters/supplierGroup.ts. Notices and
 * notifications address groups (supplierGroups.ts).
 */

export const SUPPLIER_GROUP_MENU = supplierGroupList.menuCode;

export const supplierGroupMaintenanceActions = bindMasterList(supplierGroupList, {
  table: supplierGroups,
  columns: { groupCode: supplierGroups.groupCode, groupName: supplierGroups.groupName },
  readColumns: {
    memberCount: sql<number>`(select count(*)::int from srm_pos_supplier_group_member m where m.group_id = "srm_pos_supplier_group"."id")`,
  },
  messages: { codeTaken: 'supplierGroup.codeTaken', saved: 'supplierGroup.saved' },
  // The members: the whole list comes with each save and replaces the stored one.
  lines: {
    body: { memberSupplierIds: z.array(idSchema).max(5000).optional().default([]) },
    write: async (tx, groupId, body, { lang }) => {
      const memberIds = [...new Set(body.memberSupplierIds as number[])];
      if (memberIds.length > 0) {
        const found = await tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, memberIds));
        if (found.length !== memberIds.length) throw fieldError(lang, 400, 'memberSupplierIds', 'ref.notFound');
      }
      await tx.delete(supplierGroupMembers).where(eq(supplierGroupMembers.groupId, groupId));
      if (memberIds.length > 0) {
        await tx.insert(supplierGroupMembers).values(memberIds.map((supplierId) => ({ groupId, supplierId })));
      }
    },
  },
  hooks: {
    detail: async (db, groupId) => ({
      members: await db
        .select({
          supplierId: suppliers.id,
          supplierNumber: suppliers.supplierNumber,
          supplierName: suppliers.supplierName,
          supplierStatus: suppliers.supplierStatus,
        })
        .from(supplierGroupMembers)
        .innerJoin(suppliers, eq(suppliers.id, supplierGroupMembers.supplierId))
        .where(eq(supplierGroupMembers.groupId, groupId))
        .orderBy(asc(suppliers.supplierNumber)),
    }),
  },
});
