import type { Lang } from '@srm/core';
import { jobTitleList } from '@srm/core/masters/orgCatalogues';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { checkMasterRef } from '../../platform/masters/refCheck.ts';
import { jobTitles } from './schema.ts';

/*
 * Job titles (spec §2 `job`, `job/editjob`; 岗位): a catalogue given to persons and positions, declared in
 * packages/core/src/masters/orgCatalogues.ts. Not to be confused with scheduled jobs (jobs.ts).
 */

/** Checks a job title chosen on another record: exists, enabled when the record is. */
export const checkJobTitleRef = (db: DbOrTx, lang: Lang, ref: { jobTitleId: number | null; enabled: boolean }) =>
  checkMasterRef(db, lang, jobTitles, 'jobTitleId', { id: ref.jobTitleId, enabled: ref.enabled });

export const jobTitleActions = bindMasterList(jobTitleList, {
  table: jobTitles,
  columns: {
    jobTitleCode: jobTitles.jobTitleCode,
    jobTitleName: jobTitles.jobTitleName,
    jobTitleNameEn: jobTitles.jobTitleNameEn,
    description: jobTitles.description,
  },
});
