import type { Lang } from '@srm/core';
import { positionLevelList } from '@srm/core/masters/orgCatalogues';
import { positionLevels } from '../../platform/access/scopeSchema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { checkMasterRef } from '../../platform/masters/refCheck.ts';

/*
 * Position levels (spec §2 `positionLevel`), declared in packages/core/src/masters/orgCatalogues.ts: a data
 * permit on a level reaches every holder of its positions.
 */

/** Checks a level chosen on a position: exists, enabled when the position is. */
export const checkLevelRef = (db: DbOrTx, lang: Lang, ref: { positionLevelId: number | null; enabled: boolean }) =>
  checkMasterRef(db, lang, positionLevels, 'positionLevelId', { id: ref.positionLevelId, enabled: ref.enabled });

export const positionLevelActions = bindMasterList(positionLevelList, {
  table: positionLevels,
  columns: {
    levelCode: positionLevels.levelCode,
    levelName: positionLevels.levelName,
    levelNameEn: positionLevels.levelNameEn,
    levelRank: positionLevels.levelRank,
  },
});
