import { bankList } from '@srm/core/masters/bank';
import { Form, Input, Select, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { MasterListScreen } from '../../components/MasterList/MasterListScreen.tsx';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { baseApi, ENTITY, type MasterRow } from './api.ts';
import { DistrictCascader } from './DistrictCascader.tsx';
import { useOptions } from './useOptions.ts';

type BankRow = MasterRow & { bankId: number; bankCode: string; bankName: string; bankNameEn: string | null };
type BranchRow = MasterRow & {
  branchId: number;
  bankId: number;
  bankTitle: string;
  cnapsCode: string;
  branchName: string;
  districtCode: string | null;
  districtName: string | null;
};

function BankSelect(props: { value?: number; onChange?: (v: number) => void; style?: React.CSSProperties }) {
  const banks = useOptions<BankRow>(baseApi(ENTITY.bank, 'listByPage'), (b) => ({
    value: b.bankId,
    label: `${b.bankCode} ${b.title}`,
  }));
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={banks.options}
      loading={banks.isLoading}
    />
  );
}

/** Banks: declared in packages/core/src/masters/bank.ts. */
function Banks() {
  return <MasterListScreen def={bankList} testId="bank" />;
}

function Branches() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<BranchRow>[]>(
    () => [
      { key: 'cnapsCode', title: t('baseData.bank.cnaps'), width: 140 },
      { key: 'bankTitle', title: t('baseData.bank.bankName'), width: 160 },
      { key: 'branchName', title: t('baseData.bank.branchName'), width: 300 },
      { key: 'districtName', title: t('baseData.bank.district'), width: 200 },
    ],
    [t],
  );
  return (
    <MasterScreen<BranchRow, Omit<BranchRow, 'branchId' | 'version' | 'bankTitle' | 'districtName'>>
      testId="bank-branch"
      entity={ENTITY.branch}
      idKey="branchId"
      title={t('baseData.bank.branches')}
      importWhat={t('baseData.bank.branches')}
      importHint={t('baseData.bank.importHint')}
      columns={columns}
      filters={
        <Form.Item name="bankId" label={t('baseData.bank.bankName')}>
          <BankSelect style={{ width: 200 }} />
        </Form.Item>
      }
      formTitle={(row) => (row ? t('baseData.bank.editBranch', { code: row.cnapsCode }) : t('baseData.bank.addBranch'))}
      initialValues={(row) => (row ? { ...row } : { enabledFlag: 'Y' })}
      toBody={(values) => ({ ...values, districtCode: values.districtCode ?? null })}
      form={() => (
        <>
          <Form.Item name="bankId" label={t('baseData.bank.bankName')} rules={[{ required: true }]}>
            <BankSelect />
          </Form.Item>
          <Form.Item
            name="cnapsCode"
            label={t('baseData.bank.cnaps')}
            rules={[{ required: true }, { pattern: /^\d{12}$/, message: t('baseData.bank.cnapsFormat') }]}
          >
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item
            name="branchName"
            label={t('baseData.bank.branchName')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={240} />
          </Form.Item>
          <Form.Item name="districtCode" label={t('baseData.bank.district')}>
            <DistrictCascader changeOnSelect />
          </Form.Item>
        </>
      )}
    />
  );
}

/** Base data → Banks and branches (htmlUrl bankList): banks, and their branches by 12-digit CNAPS code. */
export default function BankScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="screen-bank-tabs">
      <Tabs
        items={[
          { key: 'banks', label: t('baseData.bank.banks'), children: <Banks /> },
          { key: 'branches', label: t('baseData.bank.branches'), children: <Branches /> },
        ]}
      />
    </div>
  );
}
