import type { Lang } from '@srm/core';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsPattern as like } from '../../platform/db/search.ts';
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
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional(), enabledFlag: ynSchema.optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.enabledFlag) c.push(eq(jobTitles.enabledFlag, f.enabledFlag));
    if (f.keyword) {
      const k = like(f.keyword);
      c.push(
        or(ilike(jobTitles.jobTitleCode, k), ilike(jobTitles.jobTitleName, k), ilike(jobTitles.jobTitleNameEn, k))!,
      );
    }
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(jobTitles)
        .where(where)
        .orderBy(asc(jobTitles.jobTitleCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, jobTitles, where),
    ]);
    return { data: rows.map((r) => present(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
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
