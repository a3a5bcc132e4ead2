import type { TreeNode } from '@srm/core/tree/build-tree';
import { Form, type FormInstance, Input, Radio, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { useOrgRows, usePickList } from '../org/api.ts';
import { selectRequired } from '../org/formRules.ts';
import {
  DIMENSIONS,
  type Dimension,
  GROUP_LIST_API,
  type GroupRow,
  type Holder,
  PERMIT_API,
  useCategoryTree,
  useHolderPermits,
} from './api.ts';
import { orgOptions, type TreeOption } from './options.ts';

type Values = { dimension: Dimension; valueIds: number[] };

/** Grants a holder permits on organisations, purchase categories or purchasing groups. */
export function GrantFormModal({
  open,
  holder,
  initialDimension,
  onClose,
  onSaved,
}: {
  open: boolean;
  holder: Holder;
  initialDimension: Dimension;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<Values>>(
    () => ({ dimension: initialDimension, valueIds: [] }),
    [initialDimension],
  );
  if (!open) return null;
  return (
    <FormModal<Values>
      open
      title={t('adminPerson.grantTitle', { holder: holder.label })}
      initialValues={initialValues}
      testId="grant-form"
      okText={t('adminPerson.grant')}
      successMessage={t('adminPerson.granted')}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(PERMIT_API.grant, {
          dimension: values.dimension,
          targetType: holder.targetType,
          targetId: holder.targetId,
          valueIds: values.valueIds,
        });
        onSaved();
      }}
    >
      {(form) => <GrantFields form={form} holder={holder} />}
    </FormModal>
  );
}

function GrantFields({ form, holder }: { form: FormInstance<Values>; holder: Holder }) {
  const { t } = useTranslation();
  const dimension = (Form.useWatch('dimension', form) as Dimension | undefined) ?? 'ORG';
  const existing = useHolderPermits(holder, dimension);
  const granted = useMemo(() => new Set((existing.data ?? []).map((p) => p.valueId)), [existing.data]);
  const orgs = useOrgRows(undefined, true);
  const categories = useCategoryTree();
  const groups = usePickList<GroupRow>(GROUP_LIST_API, 'groups', { enabledFlag: 'Y' });
  const mark = (options: TreeOption[]): TreeOption[] =>
    options.map((o) => ({
      ...o,
      title: granted.has(o.value) ? `${o.title}${t('adminPerson.alreadyGranted')}` : o.title,
      disabled: o.disabled || granted.has(o.value),
      children: mark(o.children),
    }));
  const categoryOptions = (nodes: TreeNode<{ categoryId: number; categoryCode: string; enabledFlag: string }>[]) =>
    nodes.map(
      (n): TreeOption => ({
        value: n.categoryId,
        title: `${n.title} (${n.categoryCode})`,
        disabled: n.enabledFlag !== 'Y',
        children: categoryOptions(n.children),
      }),
    );
  const treeData =
    dimension === 'ORG'
      ? mark(orgOptions(orgs.data ?? [], true))
      : dimension === 'CATEGORY'
        ? mark(categoryOptions(categories.data ?? []))
        : [];
  const label = t('adminPerson.grantValues');
  return (
    <>
      <Form.Item label={t('adminPerson.holderType')}>
        <Input value={holder.label} disabled />
      </Form.Item>
      <Form.Item name="dimension" label={t('adminPerson.dimension')}>
        <Radio.Group
          onChange={() => form.setFieldValue('valueIds', [])}
          options={DIMENSIONS.map((d) => ({ value: d, label: t(`adminPerson.dimensionName.${d}`) }))}
          data-testid="grant-form-dimension"
        />
      </Form.Item>
      <Form.Item name="valueIds" label={label} rules={[selectRequired(t, label)]}>
        {dimension === 'PURCHASING_GROUP' ? (
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={groups.isLoading}
            options={(groups.data ?? []).map((g) => ({
              value: g.purchasingGroupId,
              label: `${g.title} (${g.groupCode})${granted.has(g.purchasingGroupId) ? t('adminPerson.alreadyGranted') : ''}`,
              disabled: granted.has(g.purchasingGroupId),
            }))}
            data-testid="grant-form-values"
          />
        ) : (
          <TreeSelect
            multiple
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            treeData={treeData}
            listHeight={320}
            data-testid="grant-form-values"
          />
        )}
      </Form.Item>
    </>
  );
}
