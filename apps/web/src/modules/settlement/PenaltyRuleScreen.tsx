import { penaltyRuleList } from '@srm/core/masters/penaltyRule';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useLang } from '../../app/i18n/index.ts';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../components/MasterList/MasterListScreen.tsx';
import { ORG_OPTIONS_API, type OrgOption, orgOption, useOptions } from '../base/useOptions.ts';
import { penaltyTexts } from './penaltyTexts.ts';

type Picked = { value?: number | null; onChange?: (v: number | null) => void };
type Option = { value: number; label: string };

const SUPPLIERS = '/api/baseServer/v1/baseSupplierRestful/listForSelect';
const CATEGORIES = '/api/baseServer/v1/basePurchaseCategoryRestful/listTree';

/** A select of the rule's organisation, supplier or category; blank where the rule covers every one. */
function Picker({
  options,
  loading,
  field,
  placeholder,
  ...props
}: Picked & {
  options: Option[];
  loading: boolean;
  field: string;
  placeholder?: string;
}) {
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      data-testid={`penalty-rule-form-${field}`}
    />
  );
}

function OrgPicker(props: Picked) {
  const orgs = useOptions<OrgOption>(ORG_OPTIONS_API, orgOption);
  return <Picker {...props} options={orgs.options} loading={orgs.isLoading} field="orgId" />;
}

function SupplierPicker(props: Picked) {
  const x = penaltyTexts[useLang()];
  const suppliers = useOptions<{ supplierId: number; supplierNum: string; supplierName: string }>(SUPPLIERS, (s) => ({
    value: s.supplierId,
    label: `${s.supplierNum} ${s.supplierName}`,
  }));
  return (
    <Picker
      {...props}
      options={suppliers.options}
      loading={suppliers.isLoading}
      field="supplierId"
      placeholder={x.allSuppliers}
    />
  );
}

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
    <Picker
      {...props}
      options={categories.options}
      loading={categories.isLoading}
      field="categoryId"
      placeholder={penaltyTexts[lang].allCategories}
    />
  );
}

/** Settlement → Late-delivery penalty rules (htmlUrl penaltyRuleList): the buyer's terms penalties are computed by. */
export default function PenaltyRuleScreen() {
  const x = penaltyTexts[useLang()];
  const extras = useMemo<MasterFormExtras>(
    () => ({ inputs: { orgId: <OrgPicker />, supplierId: <SupplierPicker />, categoryId: <CategoryPicker /> } }),
    [],
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
