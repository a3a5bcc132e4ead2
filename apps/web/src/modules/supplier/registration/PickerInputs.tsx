import { TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DistrictCascader } from '../../base/DistrictCascader.tsx';
import { callPublic, REGISTRATION_API } from './api.ts';

/*
 * The two pickers of the registration form that read public base data (no login): the district (base
 * data's cascader) and the purchase categories offered (the public category tree).
 */

/** The district (province / city / county) of base data; the value is the county's code. */
export function DistrictInput({ value, onChange }: { value?: string; onChange?: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <DistrictCascader
      value={value}
      onChange={(code) => onChange?.(code ?? '')}
      placeholder={t('registration.district')}
      data-testid="reg-district"
    />
  );
}

type CategoryRow = { categoryId: number; title: string; parentCategoryId: number | null };
type TreeNode = { value: number; title: string; children: TreeNode[] };

export function CategoryInput({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  useEffect(() => {
    callPublic<CategoryRow[]>(REGISTRATION_API.categories, {})
      .then(setRows)
      .catch(() => setRows([]));
  }, []);
  const treeData = useMemo(() => {
    const nodes = new Map<number, TreeNode>();
    for (const r of rows ?? []) nodes.set(r.categoryId, { value: r.categoryId, title: r.title, children: [] });
    const roots: TreeNode[] = [];
    for (const r of rows ?? []) {
      const parent = r.parentCategoryId != null ? nodes.get(r.parentCategoryId) : undefined;
      (parent ? parent.children : roots).push(nodes.get(r.categoryId)!);
    }
    return roots;
  }, [rows]);
  return (
    <TreeSelect
      treeData={treeData}
      value={value}
      onChange={(ids) => onChange?.(ids as number[])}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={false}
      loading={!rows}
      treeNodeFilterProp="title"
      showSearch
      allowClear
      placeholder={t('registration.categoriesRequired')}
      style={{ width: '100%' }}
      data-testid="reg-categories"
    />
  );
}
