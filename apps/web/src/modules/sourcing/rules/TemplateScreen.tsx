import { sourcingTemplateList } from '@srm/core/masters/sourcingTemplate';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../../components/MasterList/MasterListScreen.tsx';
import { CriteriaLines, type CriterionValues } from './CriteriaLines.tsx';
import { crossFieldRule } from './templateRules.ts';

const weighted = (v: Record<string, unknown>) => v.evaluationMethod === 'WEIGHTED_SCORE';

/**
 * Sourcing → Sourcing templates (htmlUrl sourcingTemplateList): the declared list, with the weights shown
 * for a weighted score only, the bond's value for a bond rule that has one, and the criteria lines.
 */
export default function TemplateScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const extras = useMemo<MasterFormExtras>(
    () => ({
      showIf: {
        technicalWeight: weighted,
        commercialWeight: weighted,
        bondValue: (v) => v.bondRule === 'FIXED' || v.bondRule === 'PERCENT',
      },
      fieldRules: {
        technicalWeight: [crossFieldRule('technicalWeight', lang)],
        commercialWeight: [crossFieldRule('commercialWeight', lang)],
        bondValue: [crossFieldRule('bondValue', lang)],
        openAfterDeadline: [crossFieldRule('openAfterDeadline', lang)],
      },
    }),
    [lang],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      {
        key: 'criteria',
        title: t('sourcing.rules.criteriaCount'),
        width: 90,
        render: (value) => (Array.isArray(value) ? value.length : 0),
      },
    ],
    [t],
  );
  return (
    <MasterListScreen
      def={sourcingTemplateList}
      testId="template"
      rootTestId="screen-sourcingTemplateList"
      formWidth={860}
      extras={extras}
      moreColumns={moreColumns}
      formExtra={() => <CriteriaLines />}
      editValues={(row) => ({ criteria: row.criteria ?? [] })}
      toBody={(values) => {
        const v = values as Record<string, unknown> & { criteria?: CriterionValues[] };
        return {
          ...v,
          // What the form hides is not part of the template: sent empty, never as a stale value.
          technicalWeight: weighted(v) ? v.technicalWeight : null,
          commercialWeight: weighted(v) ? v.commercialWeight : null,
          bondValue: v.bondRule === 'FIXED' || v.bondRule === 'PERCENT' ? v.bondValue : null,
          criteria: (v.criteria ?? []).map((c) => ({ ...c, criterionNameEn: c.criterionNameEn || null })),
        };
      }}
    />
  );
}
