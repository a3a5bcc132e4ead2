import type { Lang } from '@srm/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import { positionLevels } from '../../platform/access/scopeSchema.ts';
import { masterFilterSchema, masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  findBody,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from './orgCommon.ts';

/* Position levels (spec §2 `positionLevel`): a data permit on a level reaches every holder of its positions. */

const SERVER = 'baseServer';
const ENTITY = 'basePositionLevel';

const columns = {
  positionLevelId: positionLevels.id,
  levelCode: positionLevels.levelCode,
  levelName: positionLevels.levelName,
  levelNameEn: positionLevels.levelNameEn,
  levelRank: positionLevels.levelRank,
  enabledFlag: positionLevels.enabledFlag,
  creationDate: positionLevels.creationDate,
  lastUpdateDate: positionLevels.lastUpdateDate,
  version: positionLevels.version,
};
const present = <R extends { levelName: string; levelNameEn: string | null }>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.levelName, row.levelNameEn),
});

/** Checks a level chosen on a position: exists, enabled when the position is. */
export async function checkLevelRef(
  db: DbOrTx,
  lang: Lang,
  ref: { positionLevelId: number | null; enabled: boolean },
): Promise<void> {
  if (ref.positionLevelId == null) return;
  const [row] = await db.select().from(positionLevels).where(eq(positionLevels.id, ref.positionLevelId));
  if (!row) throw fieldError(lang, 400, 'positionLevelId', 'ref.notFound');
  if (ref.enabled && row.enabledFlag !== 'Y') throw fieldError(lang, 400, 'positionLevelId', 'ref.disabled');
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Position levels by rank, filtered by code or name and enabled flag, paged',
  auth: menu('SYS_INSTITUTION'),
  body: z.object({
    searchParams: z.object(masterFilterSchema).optional().default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const where = masterListWhere(f, {
      code: positionLevels.levelCode,
      name: positionLevels.levelName,
      nameEn: positionLevels.levelNameEn,
      enabledFlag: positionLevels.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, positionLevels, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(positionLevels)
        .where(where)
        .orderBy(asc(positionLevels.levelRank), asc(positionLevels.levelCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One position level',
  auth: menu('SYS_INSTITUTION'),
  body: findBody('positionLevelId'),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db.select(columns).from(positionLevels).where(eq(positionLevels.id, body.positionLevelId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a position level (code unique)',
  auth: resource('btnPositionEdit'),
  mutates: true,
  body: z.object({
    positionLevelId: idSchema.optional(),
    levelCode: codeSchema,
    levelName: nameSchema,
    levelNameEn: optionalText(128),
    levelRank: z.coerce.number().int().min(0).max(9999).optional().default(0),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const taken = () => fieldError(lang, 409, 'levelCode', 'code.taken', { code: body.levelCode });
    const row = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<Parameters<typeof present>[0]>(tx, positionLevels, {
            codeColumn: positionLevels.levelCode,
            code: body.levelCode,
            id: body.positionLevelId,
            version: () => requireVersion(lang, body.version),
            values: {
              levelCode: body.levelCode,
              levelName: body.levelName,
              levelNameEn: body.levelNameEn,
              levelRank: body.levelRank,
              enabledFlag: body.enabledFlag,
            },
            userId: user!.userId,
            returning: columns,
            onTaken: taken,
          }),
        ),
      taken,
    );
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

export const positionLevelActions = [listByPage, findById, saveOrUpdate];
