import { CHANGE_FIELD_LABELS } from '@srm/core/documents/supplierChange';
import type { Lang } from '@srm/core/i18n/lang';
import type { TFunction } from 'i18next';
import type { ColumnConfig } from '../../../components/DataTable/types.ts';

const L = CHANGE_FIELD_LABELS.QUALIFICATION;

/** The columns of a qualification list (internal and supplier), with days left and the review state. */
export function qualificationColumns(t: TFunction, lang: Lang, withSupplier: boolean): ColumnConfig[] {
  return [
    ...(withSupplier
      ? [
          { key: 'supplierNum', title: t('supplierInfo.supplierNum'), width: 110 },
          { key: 'supplierName', title: t('supplierInfo.supplierName'), width: 200 },
        ]
      : []),
    {
      key: 'qualificationType',
      title: L.qualificationType[lang],
      editType: 'select',
      typeCode: 'SLC_QUALIFICATION_TYPE',
      width: 150,
    },
    { key: 'qualificationName', title: L.qualificationName[lang], width: 220 },
    { key: 'qualificationNumber', title: L.qualificationNumber[lang], width: 170 },
    { key: 'validFrom', title: L.validFrom[lang], width: 110 },
    { key: 'validTo', title: L.validTo[lang], width: 110 },
    { key: 'outDay', title: t('supplierInfo.outDay'), width: 90 },
    {
      key: 'reviewStatus',
      title: t('supplierInfo.reviewStatus'),
      editType: 'select',
      typeCode: 'SLC_QUALIFICATION_REVIEW',
      width: 100,
    },
    { key: 'reviewComment', title: t('supplierInfo.comment'), width: 180 },
  ];
}
