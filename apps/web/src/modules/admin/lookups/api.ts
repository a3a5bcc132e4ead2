import { restPath } from '@srm/core/api';

/** The calls of Administration → Lookups (apps/server/src/modules/admin/lookupTypes.ts, lookupValues.ts). */
export const LOOKUP_API = {
  listTypes: restPath('baseServer', 'baseLookupType', 'listByPage'),
  saveType: restPath('baseServer', 'baseLookupType', 'saveOrUpdate'),
  deleteType: restPath('baseServer', 'baseLookupType', 'delete'),
  listValues: restPath('baseServer', 'baseLookupValues', 'listForAdmin'),
  saveValue: restPath('baseServer', 'baseLookupValues', 'saveOrUpdate'),
  deleteValue: restPath('baseServer', 'baseLookupValues', 'delete'),
  importValues: restPath('baseServer', 'baseLookupValues', 'doImport'),
  importTemplate: restPath('baseServer', 'baseLookupValues', 'importTemplate'),
  importReport: restPath('exportServer', 'import', 'downloadReport'),
  businessUnits: restPath('baseServer', 'baseOrganization', 'listTree'),
} as const;

export type LookupTypeRow = {
  lookupTypeId: number;
  lookupType: string;
  meaning: string;
  meaningEn: string | null;
  description: string | null;
  systemCode: string;
  parentLookupTypeId: number | null;
  valuesVersion: number;
  valueCount: number;
  lastUpdateDate: string;
  version: number;
};

export type LookupValueRow = {
  lookupValuesId: number;
  lookupTypeId: number;
  lookupType: string;
  lookupCode: string;
  meaning: string;
  meaningEn: string | null;
  description: string | null;
  enabledFlag: 'Y' | 'N';
  seqNum: number;
  parentLookupValuesId: number | null;
  parentLookupTypeId: number | null;
  systemCode: string;
  buOrgId: number | null;
  lastUpdateDate: string;
  version: number;
  parentLookupCode: string | null;
  parentMeaning: string | null;
  parentMeaningEn: string | null;
  buOrgName: string | null;
  buOrgNameEn: string | null;
};

/** The body of a value's saveOrUpdate, built from a row (to change one field, e.g. the enabled flag). */
export function valueBody(row: LookupValueRow) {
  return {
    lookupValuesId: row.lookupValuesId,
    lookupTypeId: row.lookupTypeId,
    lookupCode: row.lookupCode,
    meaning: row.meaning,
    meaningEn: row.meaningEn,
    description: row.description,
    enabledFlag: row.enabledFlag,
    seqNum: row.seqNum,
    parentLookupValuesId: row.parentLookupValuesId,
    parentLookupTypeId: row.parentLookupTypeId,
    systemCode: row.systemCode,
    buOrgId: row.buOrgId,
    version: row.version,
  };
}

/** A name in the interface language, falling back to the Chinese one. */
export const localName = (lang: string, cn: string | null | undefined, en: string | null | undefined) =>
  (lang === 'EN' ? en || cn : cn) ?? '';
