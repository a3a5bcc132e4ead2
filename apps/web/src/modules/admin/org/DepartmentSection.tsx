import type { TreeNode } from '@srm/core/tree/build-tree';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/api/client.ts';
import { type DepartmentRow, departmentTree, type OrgRow, useDepartmentRows } from './api.ts';
import { EnableButton } from './EnableButton.tsx';
import { PositionTable } from './PositionTable.tsx';
import { SearchTree } from './SearchTree.tsx';
import { StatusTag } from './StatusTag.tsx';

const codeOf = (n: TreeNode<DepartmentRow>) => n.departmentCode;
const dimmed = (n: TreeNode<DepartmentRow>) => n.enabledFlag !== 'Y';

/** The departments of the selected organisation as a tree, under the organisation tree. */
export function DepartmentTreeCard({
  org,
  selectedId,
  onSelect,
  onAdd,
  canEdit,
}: {
  org: OrgRow;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onAdd: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const query = useDepartmentRows(org.orgId);
  const nodes = useMemo(() => departmentTree(query.data ?? []), [query.data]);
  const extra = useCallback(
    (n: TreeNode<DepartmentRow>) =>
      n.enabledFlag !== 'Y' && <Tag style={{ marginLeft: 6 }}>{t('adminCommon.disabled')}</Tag>,
    [t],
  );
  return (
    <Card
      size="small"
      title={t('adminOrg.departments')}
      extra={
        canEdit && (
          <Button size="small" type="link" onClick={onAdd} data-testid="department-add">
            {t('adminOrg.addDepartment')}
          </Button>
        )
      }
    >
      {query.isError ? (
        <Alert type="error" title={t('adminOrg.loadFailed', { message: errorText(query.error) })} />
      ) : query.isLoading ? (
        <Spin />
      ) : (
        <SearchTree
          nodes={nodes}
          codeOf={codeOf}
          selectedKey={selectedId}
          onSelect={(n) => onSelect(n.departmentId === selectedId ? null : n.departmentId)}
          extra={extra}
          dimmed={dimmed}
          searchPlaceholder={t('adminOrg.searchDepartment')}
          emptyText={t('adminOrg.noDepartments')}
          testId="department-tree"
          height={300}
        />
      )}
    </Card>
  );
}

/** The selected department (its fields and actions) and its positions; all the organisation's positions when none. */
export function DepartmentPositionsCard({
  org,
  department,
  departments,
  canEdit,
  onAddChild,
  onEdit,
  onToggle,
}: {
  org: OrgRow;
  department: DepartmentRow | null;
  departments: DepartmentRow[];
  canEdit: boolean;
  onAddChild: () => void;
  onEdit: () => void;
  onToggle: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="department-detail"
      title={
        department ? (
          <Space size={8}>
            <span data-testid="department-detail-title">{t('adminOrg.positionsOf', { name: department.title })}</span>
            <StatusTag flag={department.enabledFlag} />
          </Space>
        ) : (
          t('adminOrg.allPositions')
        )
      }
      extra={
        department &&
        canEdit && (
          <Space size={8}>
            <Button size="small" onClick={onAddChild} data-testid="department-add-child">
              {t('adminOrg.addSubDepartment')}
            </Button>
            <Button size="small" onClick={onEdit} data-testid="department-edit">
              {t('adminCommon.edit')}
            </Button>
            <EnableButton
              enabled={department.enabledFlag === 'Y'}
              name={department.title}
              onToggle={onToggle}
              testId="department-toggle"
            />
          </Space>
        )
      }
    >
      {department && (
        <Descriptions
          size="small"
          column={3}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'code', label: t('adminOrg.departmentCode'), children: department.departmentCode },
            {
              key: 'parent',
              label: t('adminOrg.parentDepartment'),
              children: department.parentDepartmentName || '—',
            },
            { key: 'head', label: t('adminOrg.headPerson'), children: department.headPersonName || '—' },
          ]}
        />
      )}
      <PositionTable org={org} department={department} departments={departments} />
    </Card>
  );
}
