import { sourcingExpertList } from '@srm/core/masters/sourcingExpert';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Space, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../../components/MasterList/MasterListScreen.tsx';
import { useOptions } from '../../base/useOptions.ts';

type Row = MasterListRow & {
  expertId: number;
  categories?: { categoryId: number; categoryName: string | null }[];
  conflictSuppliers?: { supplierId: number; supplierNumber: string | null; supplierName: string | null }[];
};

const PERSONS = '/api/baseServer/v1/basePersonRestful/listForSelect';
const CATEGORIES = '/api/baseServer/v1/basePurchaseCategoryRestful/listTree';
const SUPPLIERS = '/api/baseServer/v1/baseSupplierRestful/listForSelect';
const FIND = '/api/srmServer/v1/srmSrcExpertRestful/findById';

const internal = (v: Record<string, unknown>) => v.expertSource === 'INTERNAL';
const external = (v: Record<string, unknown>) => v.expertSource === 'EXTERNAL';

function PersonPicker(props: { value?: number | null; onChange?: (v: number | null) => void }) {
  const lang = useLang();
  const persons = useOptions<{ personId: number; employeeNumber: string; personName: string; personNameEn?: string }>(
    PERSONS,
    (p) => ({ value: p.personId, label: `${p.employeeNumber} ${(lang === 'EN' && p.personNameEn) || p.personName}` }),
  );
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={persons.options}
      loading={persons.isLoading}
      data-testid="expert-form-personId"
    />
  );
}

/**
 * The expertise and conflict pickers, and — when a row is edited — its ID number read whole (lists answer
 * it masked; the keeper's form needs what is stored, or a save would send the mask back).
 */
function ExpertLinks({ expertId }: { expertId?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance();
  // The enabled categories of the tree (a short list): every level may be a field of expertise.
  const categoryQuery = useQuery({
    queryKey: ['sourcing.expertCategories'],
    queryFn: () =>
      post<{ categoryId: number; categoryCode: string; categoryName: string; categoryNameEn?: string | null }[]>(
        CATEGORIES,
        { enabledFlag: 'Y' },
      ),
    staleTime: 60_000,
  });
  const categories = {
    isLoading: categoryQuery.isLoading,
    options: (categoryQuery.data ?? []).map((c) => ({
      value: c.categoryId,
      label: `${c.categoryCode} ${(lang === 'EN' && c.categoryNameEn) || c.categoryName}`,
    })),
  };
  const suppliers = useOptions<{ supplierId: number; supplierNum: string; supplierName: string }>(SUPPLIERS, (s) => ({
    value: s.supplierId,
    label: `${s.supplierNum} ${s.supplierName}`,
  }));
  useEffect(() => {
    if (!expertId) return;
    let live = true;
    post<{ idNumber: string | null }>(FIND, { expertId }).then(
      (row) => live && form.setFieldValue('idNumber', row.idNumber ?? undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [expertId, form]);
  return (
    <>
      <Form.Item name="categoryIds" label={t('sourcing.rules.categories')}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={categories.options}
          loading={categories.isLoading}
          data-testid="expert-form-categoryIds"
        />
      </Form.Item>
      <Form.Item
        name="conflictSupplierIds"
        label={t('sourcing.rules.conflicts')}
        extra={t('sourcing.rules.conflictsHint')}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={suppliers.options}
          loading={suppliers.isLoading}
          data-testid="expert-form-conflictSupplierIds"
        />
      </Form.Item>
    </>
  );
}

/** Sourcing → Expert library (htmlUrl sourcingExpertList): internal and external experts, expertise, conflicts. */
export default function ExpertScreen() {
  const { t } = useTranslation();
  const extras = useMemo<MasterFormExtras>(
    () => ({
      inputs: { personId: <PersonPicker /> },
      showIf: { personId: internal, company: external, idNumber: external },
    }),
    [],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      { key: 'personName', title: t('sourcing.rules.person'), width: 120 },
      {
        key: 'categories',
        title: t('sourcing.rules.categories'),
        width: 220,
        render: (_, row) => (
          <Space size={[4, 4]} wrap>
            {((row as Row).categories ?? []).map((c) => (
              <Tag key={c.categoryId}>{c.categoryName}</Tag>
            ))}
          </Space>
        ),
      },
      {
        key: 'conflictSuppliers',
        title: t('sourcing.rules.conflicts'),
        width: 260,
        render: (_, row) => (
          <Space size={[4, 4]} wrap>
            {((row as Row).conflictSuppliers ?? []).map((s) => (
              <Tag key={s.supplierId} color="orange">
                {s.supplierName}
              </Tag>
            ))}
          </Space>
        ),
      },
    ],
    [t],
  );
  return (
    <MasterListScreen
      def={sourcingExpertList}
      testId="expert"
      rootTestId="screen-sourcingExpertList"
      formWidth={720}
      extras={extras}
      moreColumns={moreColumns}
      formExtra={(row) => <ExpertLinks expertId={(row as Row | null)?.expertId} />}
      editValues={(row) => ({ categoryIds: row.categoryIds ?? [], conflictSupplierIds: row.conflictSupplierIds ?? [] })}
      toBody={(values) => ({
        ...values,
        // What the form hides does not belong to this kind of expert: sent empty, never stale.
        personId: internal(values) ? values.personId : null,
        company: external(values) ? values.company : null,
        idNumber: external(values) ? values.idNumber : null,
        categoryIds: values.categoryIds ?? [],
        conflictSupplierIds: values.conflictSupplierIds ?? [],
      })}
    />
  );
}
