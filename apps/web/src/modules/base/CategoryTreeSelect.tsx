import { buildTree, type TreeNode } from '@srm/core/tree/build-tree';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { baseApi, ENTITY } from './api.ts';

export type CategoryRow = {
  categoryId: number;
  categoryCode: string;
  categoryName: string;
  categoryNameEn: string | null;
  parentCategoryId: number | null;
  levelId: number;
  enabledFlag: 'Y' | 'N';
  title: string;
  version: number;
};

/** The category tree (listTree) as rows and as nodes, in the user's language. */
export function useCategoryTree(enabledOnly = false) {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['baseData.categories', lang, enabledOnly],
    queryFn: () => post<CategoryRow[]>(baseApi(ENTITY.category, 'listTree'), enabledOnly ? { enabledFlag: 'Y' } : {}),
  });
  const tree = useMemo(
    () =>
      buildTree<CategoryRow>(query.data ?? [], {
        key: 'categoryId',
        parentKey: 'parentCategoryId',
        levelKey: 'levelId',
        treeTitle: (r) => `${r.categoryCode} ${r.title}`,
      }),
    [query.data],
  );
  return { ...query, rows: query.data ?? [], tree };
}

type Option = { value: number; title: string; children: Option[] };
const toOptions = (nodes: TreeNode<CategoryRow>[]): Option[] =>
  nodes.map((n) => ({ value: n.categoryId, title: n.title, children: toOptions(n.children) }));

/** Picks a purchase category in its tree (enabled ones), value = categoryId. */
export function CategoryTreeSelect({
  value,
  onChange,
  testId,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  testId?: string;
}) {
  const { tree, isLoading } = useCategoryTree(true);
  const treeData = useMemo(() => toOptions(tree), [tree]);
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as number | undefined) ?? null)}
      treeData={treeData}
      loading={isLoading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
