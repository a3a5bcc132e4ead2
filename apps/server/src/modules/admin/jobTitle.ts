import type { Lang } from '@srm/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
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
import { jobTitles } from './schema.ts';

/*
 * Job titles (spec §2 `job`, `job/editjob`; 岗位): a catalogue given to persons and positions.
 * Not to be confused with scheduled jobs (jobs.ts).
 */

const SERVER = 'baseServer';
const ENTITY = 'baseJobTitle';

const columns = {
  jobTitleId: jobTitles.id,
  jobTitleCode: jobTitles.jobTitleCode,
  jobTitleName: jobTitles.jobTitleName,
  jobTitleNameEn: jobTitles.jobTitleNameEn,
  description: jobTitles.description,
  enabledFlag: jobTitles.enabledFlag,
  creationDate: jobTitles.creationDate,
  lastUpdateDate: jobTitles.lastUpdateDate,
  version: jobTitles.version,
};
const present = <R extends { jobTitleName: string; jobTitleNameEn: string | null }>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.jobTitleName, row.jobTitleNameEn),
});

/** Checks a job title chosen on another record: exists, enabled when the record is. */
export async function checkJobTitleRef(
  db: DbOrTx,
  lang: Lang,
  ref: { jobTitleId: number | null; enabled: boolean },
): Promise<void> {
  if (ref.jobTitleId == null) return;
  const [row] = await db.select().from(jobTitles).where(eq(jobTitles.id, ref.jobTitleId));
  if (!row) throw fieldError(lang, 400, 'jobTitleId', 'ref.notFound');
  if (ref.enabled && row.enabledFlag !== 'Y') throw fieldError(lang, 400, 'jobTitleId', 'ref.disabled');
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Job titles, filtered by code or name and enabled flag, paged',
  auth: menu('SYS_INSTITUTION'),
  body: z.object({
    searchParams: z.object(masterFilterSchema).optional().default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const where = masterListWhere(f, {
      code: jobTitles.jobTitleCode,
      name: jobTitles.jobTitleName,
      nameEn: jobTitles.jobTitleNameEn,
      enabledFlag: jobTitles.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, jobTitles, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(jobTitles)
        .where(where)
        .orderBy(asc(jobTitles.jobTitleCode))
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
  summary: 'One job title',
  auth: menu('SYS_INSTITUTION'),
  body: findBody('jobTitleId'),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db.select(columns).from(jobTitles).where(eq(jobTitles.id, body.jobTitleId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a job title (code unique)',
  auth: resource('btnJobTitleEdit'),
  mutates: true,
  body: z.object({
    jobTitleId: idSchema.optional(),
    jobTitleCode: codeSchema,
    jobTitleName: nameSchema,
    jobTitleNameEn: optionalText(128),
    description: optionalText(512),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const taken = () => fieldError(lang, 409, 'jobTitleCode', 'code.taken', { code: body.jobTitleCode });
    const row = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<Parameters<typeof present>[0]>(tx, jobTitles, {
            codeColumn: jobTitles.jobTitleCode,
            code: body.jobTitleCode,
            id: body.jobTitleId,
            version: () => requireVersion(lang, body.version),
            values: {
              jobTitleCode: body.jobTitleCode,
              jobTitleName: body.jobTitleName,
              jobTitleNameEn: body.jobTitleNameEn,
              description: body.description,
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

export const jobTitleActions = [listByPage, findById, saveOrUpdate];
