import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import { masterFilterSchema, masterListWhere } from '../../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../../platform/db/paging.ts';
import { saveWithUniqueCode } from '../../../platform/db/versionedSave.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  findBody,
  guardUnique,
  idSchema,
  nameSchema,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../../admin/orgCommon.ts';
import { supplierGroupMembers, supplierGroups, suppliers } from '../schema.ts';

/*
 * The supplier groups screen (supplierGroups, internal only): code, name, enabled, and the members
 * picked with the supplier picker. Notices and notifications address groups (supplierGroups.ts).
 */

export const SUPPLIER_GROUP_MENU = 'SLC_SUPPLIER_GROUP';
const SERVER = 'srmServer';
const ENTITY = 'srmSlcSupplierGroup';

const columns = {
  groupId: supplierGroups.id,
  groupCode: supplierGroups.groupCode,
  groupName: supplierGroups.groupName,
  enabledFlag: supplierGroups.enabledFlag,
  lastUpdateDate: supplierGroups.lastUpdateDate,
  version: supplierGroups.version,
  memberCount: sql<number>`(select count(*)::int from srm_pos_supplier_group_member m where m.group_id = "srm_pos_supplier_group"."id")`,
};

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Supplier groups with their member count, by code or name and enabled flag, paged',
  auth: menu(SUPPLIER_GROUP_MENU),
  body: z.object({ searchParams: z.object(masterFilterSchema).optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body }) => {
    const w = masterListWhere(body.searchParams, {
      code: supplierGroups.groupCode,
      name: supplierGroups.groupName,
      enabledFlag: supplierGroups.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, supplierGroups, w, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(supplierGroups)
        .where(w)
        .orderBy(asc(supplierGroups.groupCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows, page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One supplier group with its members (supplierId, supplierNumber, supplierName, supplierStatus)',
  auth: menu(SUPPLIER_GROUP_MENU),
  body: findBody('groupId'),
  handler: async ({ deps, body }) => {
    const [row] = await deps.db.select(columns).from(supplierGroups).where(eq(supplierGroups.id, body.groupId));
    if (!row) throw new AppError(404, 'error.notFound');
    const members = await deps.db
      .select({
        supplierId: suppliers.id,
        supplierNumber: suppliers.supplierNumber,
        supplierName: suppliers.supplierName,
        supplierStatus: suppliers.supplierStatus,
      })
      .from(supplierGroupMembers)
      .innerJoin(suppliers, eq(suppliers.id, supplierGroupMembers.supplierId))
      .where(eq(supplierGroupMembers.groupId, body.groupId))
      .orderBy(asc(suppliers.supplierNumber));
    return { data: { ...row, members } };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create (btnAdd) or change (btnEdit) a supplier group with its members (the full list); the code is unique',
  auth: menu(SUPPLIER_GROUP_MENU),
  mutates: true,
  body: z.object({
    groupId: idSchema.optional(),
    groupCode: codeSchema.max(32),
    groupName: nameSchema,
    enabledFlag: ynSchema.optional().default('Y'),
    memberSupplierIds: z.array(idSchema).max(5000).optional().default([]),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireMenuResource(deps.db, user!, SUPPLIER_GROUP_MENU, body.groupId ? 'btnEdit' : 'btnAdd');
    const taken = () => fieldError(lang, 409, 'groupCode', 'supplierGroup.codeTaken');
    const memberIds = [...new Set(body.memberSupplierIds)];
    const row = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          if (memberIds.length > 0) {
            const found = await tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, memberIds));
            if (found.length !== memberIds.length) throw fieldError(lang, 400, 'memberSupplierIds', 'ref.notFound');
          }
          const saved = await saveWithUniqueCode<{ groupId: number }>(tx, supplierGroups, {
            codeColumn: supplierGroups.groupCode,
            code: body.groupCode,
            id: body.groupId,
            version: () => requireVersion(lang, body.version),
            values: { groupCode: body.groupCode, groupName: body.groupName, enabledFlag: body.enabledFlag },
            userId: user!.userId,
            returning: { groupId: supplierGroups.id },
            onTaken: taken,
          });
          await tx.delete(supplierGroupMembers).where(eq(supplierGroupMembers.groupId, saved.groupId));
          if (memberIds.length > 0) {
            await tx
              .insert(supplierGroupMembers)
              .values(memberIds.map((supplierId) => ({ groupId: saved.groupId, supplierId })));
          }
          return saved;
        }),
      taken,
    );
    return { data: row, msg: 'supplierGroup.saved' };
  },
});

export const supplierGroupMaintenanceActions = [listByPage, findById, saveOrUpdate];
