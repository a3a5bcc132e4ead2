import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { LOGGED_IN, menu } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { lookupValues } from '../../platform/lookups/schema.ts';
import { fieldError, idSchema, optionalId, optionalText, versionSchema, ynSchema } from '../admin/adminKit.ts';
import { AUDIENCES, filesOf, isSupplierUser, readableCommonFiles } from './access.ts';
import { commonFiles } from './schema.ts';

/*
 * Public documents (spec §2 commonFileList, indexCommonFileList; menu BASE_GGWD): operation guides and
 * other files everyone of the document's audience may download from the home page.
 */

export const COMMON_FILE_MENU = 'BASE_GGWD';
export const COMMON_FILE_TYPE_LOOKUP = 'BASE_COMMON_FILE_TYPE';
const entity = 'srmBaseCommonFile';

const columns = {
  commonFileId: commonFiles.id,
  fileTitle: commonFiles.fileTitle,
  fileType: commonFiles.fileType,
  description: commonFiles.description,
  audience: commonFiles.audience,
  fileIds: commonFiles.fileIds,
  enabledFlag: commonFiles.enabledFlag,
  orderNo: commonFiles.orderNo,
  creationDate: commonFiles.creationDate,
  lastUpdateDate: commonFiles.lastUpdateDate,
  version: commonFiles.version,
};

const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const listByPage = defineAction({
  server: 'srmServer',
  entity,
  action: 'listByPage',
  summary: 'Public documents for management, filtered by title, type, audience and enabled flag',
  auth: menu(COMMON_FILE_MENU),
  body: z.object({
    searchParams: z
      .object({
        fileTitle: z.string().trim().max(256).optional(),
        fileType: z.string().trim().max(64).optional(),
        audience: z.enum(AUDIENCES).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user }) => {
    if (isSupplierUser(user!)) throw new AppError(403, 'error.internalOnly');
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.fileTitle) c.push(contains(commonFiles.fileTitle, f.fileTitle));
    if (f.fileType) c.push(eq(commonFiles.fileType, f.fileType));
    if (f.audience) c.push(eq(commonFiles.audience, f.audience));
    if (f.enabledFlag) c.push(eq(commonFiles.enabledFlag, f.enabledFlag));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(commonFiles)
        .where(where)
        .orderBy(asc(commonFiles.fileType), asc(commonFiles.orderNo), desc(commonFiles.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, commonFiles, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const saveOrUpdate = defineAction({
  server: 'srmServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a public document (versioned)',
  auth: menu(COMMON_FILE_MENU),
  mutates: true,
  body: z.object({
    commonFileId: optionalId,
    fileTitle: z.string().trim().min(1, 'field.required').max(256),
    fileType: z.string().trim().min(1, 'field.required').max(64),
    description: optionalText(1000),
    audience: z.enum(AUDIENCES).optional().default('ALL'),
    fileIds: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .trim()
        .max(1000)
        .regex(/^[\d,\s]*$/)
        .nullable()
        .optional(),
    ),
    enabledFlag: ynSchema.optional().default('Y'),
    orderNo: z.coerce.number().int().min(0).max(99_999).optional().default(0),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    await requireMenuResource(db, me, COMMON_FILE_MENU, body.commonFileId ? 'btnEdit' : 'btnAdd');
    const [type] = await db
      .select({ code: lookupValues.lookupCode })
      .from(lookupValues)
      .where(
        and(
          eq(lookupValues.lookupType, COMMON_FILE_TYPE_LOOKUP),
          eq(lookupValues.lookupCode, body.fileType),
          eq(lookupValues.enabledFlag, 'Y'),
        ),
      );
    if (!type) throw fieldError(lang, 'fileType', 'commonFile.unknownType', { code: body.fileType });
    const values = {
      fileTitle: body.fileTitle,
      fileType: body.fileType,
      description: body.description ?? null,
      audience: body.audience,
      fileIds: body.fileIds?.replace(/\s/g, '') || null,
      enabledFlag: body.enabledFlag,
      orderNo: body.orderNo,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    let id: number;
    if (body.commonFileId) {
      if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
      const [existing] = await db
        .select({ id: commonFiles.id })
        .from(commonFiles)
        .where(eq(commonFiles.id, body.commonFileId));
      if (!existing) throw new AppError(404, 'error.notFound');
      const updated = await db
        .update(commonFiles)
        .set({ ...values, version: sql`${commonFiles.version} + 1` })
        .where(and(eq(commonFiles.id, body.commonFileId), eq(commonFiles.version, body.version)))
        .returning({ id: commonFiles.id });
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      id = body.commonFileId;
    } else {
      const [row] = await db
        .insert(commonFiles)
        .values({ ...values, createdBy: me.userId })
        .returning({ id: commonFiles.id });
      id = row.id;
    }
    const [row] = await db.select(columns).from(commonFiles).where(eq(commonFiles.id, id));
    return { data: row, msg: 'ok.saved' };
  },
});

const remove = defineAction({
  server: 'srmServer',
  entity,
  action: 'delete',
  summary: 'Delete a public document',
  auth: menu(COMMON_FILE_MENU),
  mutates: true,
  body: z.object({ commonFileId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const me = user!;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    await requireMenuResource(deps.db, me, COMMON_FILE_MENU, 'btnDelete');
    const rows = await deps.db
      .delete(commonFiles)
      .where(eq(commonFiles.id, body.commonFileId))
      .returning({ id: commonFiles.id });
    if (rows.length === 0) throw new AppError(404, 'error.notFound');
    return { data: null, msg: 'notice.deleted' };
  },
});

const indexCommonFileList = defineAction({
  server: 'srmServer',
  entity,
  action: 'indexCommonFileList',
  summary: "The enabled public documents of the given types (comma list) for the caller's class, with their files",
  auth: LOGGED_IN,
  body: z.object({ fileType: z.string().trim().max(500).optional() }),
  handler: async ({ deps, body, user }) => {
    const types = splitList(body.fileType);
    const rows = await deps.db
      .select(columns)
      .from(commonFiles)
      .where(and(readableCommonFiles(user!), types.length ? inArray(commonFiles.fileType, types) : undefined))
      .orderBy(asc(commonFiles.fileType), asc(commonFiles.orderNo), desc(commonFiles.id))
      .limit(500);
    const data = [];
    for (const row of rows) data.push({ ...row, files: await filesOf(deps.db, row.fileIds) });
    return { data };
  },
});

export const commonFileActionList = [listByPage, saveOrUpdate, remove, indexCommonFileList];
