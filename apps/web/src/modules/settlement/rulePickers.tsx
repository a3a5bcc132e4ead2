import { Select } from 'antd';
import { ORG_OPTIONS_API, type OrgOption, orgOption, useOptions } from '../base/useOptions.ts';

/*
 * The pickers the settlement rule lists (auto-reconcile rules, late-delivery penalty rules) put in their forms: a
 * searchable select of an organisation or a supplier, blank where the rule covers every one. The master-list
 * form hands each its value and onChange; `prefix` names the form in the test ids (`<prefix>-<field>`).
 */

export type Picked = { value?: number | null; onChange?: (v: number | null) => void };
type Option = { value: number; label: string };

const SUPPLIER_OPTIONS_API = '/api/baseServer/v1/baseSupplierRestful/listForSelect';

/** A select of one of `options`, cleared to null. */
export function RulePicker({
  options,
  loading,
  testId,
  placeholder,
  ...picked
}: Picked & { options: Option[]; loading: boolean; testId: string; placeholder?: string }) {
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={picked.value ?? undefined}
      onChange={(v) => picked.onChange?.(v ?? null)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}

export function OrgPicker({ prefix, ...picked }: Picked & { prefix: string }) {
  const orgs = useOptions<OrgOption>(ORG_OPTIONS_API, orgOption);
  return <RulePicker {...picked} options={orgs.options} loading={orgs.isLoading} testId={`${prefix}-orgId`} />;
}

export function SupplierPicker({ prefix, placeholder, ...picked }: Picked & { prefix: string; placeholder: string }) {
  const suppliers = useOptions<{ supplierId: number; supplierNum: string; supplierName: string }>(
    SUPPLIER_OPTIONS_API,
    (s) => ({ value: s.supplierId, label: `${s.supplierNum} ${s.supplierName}` }),
  );
  return (
    <RulePicker
      {...picked}
      options={suppliers.options}
      loading={suppliers.isLoading}
      testId={`${prefix}-supplierId`}
      placeholder={placeholder}
    />
  );
}
