import type { Lang } from '@srm/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { masterFilterSchema, masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { processCategories, processModels } from '../../platform/workflow/schema.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { BPM_SERVER, PROCESS_ADMIN_MENU, requireButton } from './bpmKit.ts';

/* Process categories (流程分类): how process models are grouped on the administration screen. */

const ENTITY = 'bpmProcessCategory';

const columns = {
  categoryId: processCategories.id,
  categoryCode: processCategories.categoryCode,
  categoryName: processCategories.categoryName,
  categoryNameEn: processCategories.categoryNameEn,
  description: processCategories.description,
  orderNo: processCategories.orderNo,
  enabledFlag: processCategories.enabledFlag,
  creationDate: processCategories.creationDate,
  lastUpdateDate: processCategories.lastUpdateDate,
  version: processCategories.version,
};
type Row = { categoryName: string; categoryNameEn: string | null };
const present = <R extends Row>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.categoryName, row.categoryNameEn),
});

const listByPage = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Process categories, filtered by code or name and enabled flag, in display order',
  auth: menu(PROCESS_ADMIN_MENU),
  body: z.object({
    searchParams: z.object(masterFilterSchema).optional().default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const where = masterListWhere(f, {
      code: processCategories.categoryCode,
      name: processCategories.categoryName,
      nameEn: processCategories.categoryNameEn,
      enabledFlag: processCategories.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, processCategories, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(processCategories)
        .where(where)
        .orderBy(asc(processCategories.orderNo), asc(processCategories.categoryCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const saveOrUpdate = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a process category (code unique)',
  auth: menu(PROCESS_ADMIN_MENU),
  mutates: true,
  body: z.object({
    categoryId: idSchema.optional(),
    categoryCode: codeSchema,
    categoryName: nameSchema,
    categoryNameEn: optionalText(128),
    description: optionalText(512),
    orderNo: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireButton(deps.db, user!, PROCESS_ADMIN_MENU, body.categoryId ? 'btnEdit' : 'btnAdd');
    const taken = () => fieldError(lang, 409, 'categoryCode', 'code.taken', { code: body.categoryCode });
    const saved = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<{ id: number }>(tx, processCategories, {
            codeColumn: processCategories.categoryCode,
            code: body.categoryCode,
            id: body.categoryId,
            version: () => requireVersion(lang, body.version),
            values: {
              categoryCode: body.categoryCode,
              categoryName: body.categoryName,
              categoryNameEn: body.categoryNameEn,
              description: body.description,
              orderNo: body.orderNo,
              enabledFlag: body.enabledFlag,
            },
            userId: user!.userId,
            returning: { id: processCategories.id },
            onTaken: taken,
          }),
        ),
      taken,
    );
    const [row] = await deps.db.select(columns).from(processCategories).where(eq(processCategories.id, saved.id));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

const remove = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'delete',
  summary: 'Delete a process category no model uses (409 while one does)',
  auth: menu(PROCESS_ADMIN_MENU),
  mutates: true,
  body: z.object({ categoryId: idSchema }),
  handler: async ({ deps, body, user }) => {
    await requireButton(deps.db, user!, PROCESS_ADMIN_MENU, 'btnDelete');
    await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: processCategories.id })
        .from(processCategories)
        .where(eq(processCategories.id, body.categoryId))
        .for('update');
      if (!current) throw new AppError(404, 'error.notFound');
      const [used] = await tx
        .select({ id: processModels.id })
        .from(processModels)
        .where(eq(processModels.categoryId, current.id))
        .limit(1);
      if (used) throw new AppError(409, 'bpm.categoryInUse');
      await tx.delete(processCategories).where(eq(processCategories.id, current.id));
    });
    return { msg: 'ok.done' };
  },
});

export const categoryActions = [listByPage, saveOrUpdate, remove];
