import { penaltyRuleList } from '@srm/core/masters/penaltyRule';
import { useMemo } from 'react';
import { useLang } from '../../app/i18n/index.ts';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../components/MasterList/MasterListScreen.tsx';
import { useOptions } from '../base/useOptions.ts';
import { penaltyTexts } from './penaltyTexts.ts';
import { OrgPicker, type Picked, RulePicker, SupplierPicker } from './rulePickers.tsx';

const CATEGORIES = '/api/baseServer/v1/basePurchaseCategoryRestful/listTree';
const FORM = 'penalty-rule-form';

function CategoryPicker(props: Picked) {
  const lang = useLang();
  const categories = useOptions<{
    categoryId: number;
    categoryCode: string;
    categoryName: string;
    categoryNameEn?: string;
  }>(CATEGORIES, (c) => ({
    value: c.categoryId,
    label: `${c.categoryCode} ${(lang === 'EN' && c.categoryNameEn) || c.categoryName}`,
  }));
  return (
    <RulePicker
      {...props}
      options={categories.options}
      loading={categories.isLoading}
      testId={`${FORM}-categoryId`}
      placeholder={penaltyTexts[lang].allCategories}
    />
  );
}

/** Settlement → Late-delivery penalty rules (htmlUrl penaltyRuleList): the buyer's terms penalties are computed by. */
export default function PenaltyRuleScreen() {
  const x = penaltyTexts[useLang()];
  const extras = useMemo<MasterFormExtras>(
    () => ({
      inputs: {
        orgId: <OrgPicker prefix={FORM} />,
        supplierId: <SupplierPicker prefix={FORM} placeholder={x.allSuppliers} />,
        categoryId: <CategoryPicker />,
      },
    }),
    [x],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      { key: 'orgName', title: x.org, width: 160 },
      { key: 'supplierName', title: x.supplier, width: 180, render: (v) => (v as string) || x.allSuppliers },
      { key: 'categoryName', title: x.category, width: 140, render: (v) => (v as string) || x.allCategories },
    ],
    [x],
  );
  return (
    <MasterListScreen
      def={penaltyRuleList}
      testId="penalty-rule"
      rootTestId="screen-penaltyRuleList"
      formWidth={640}
      extras={extras}
      moreColumns={moreColumns}
    />
  );
}
