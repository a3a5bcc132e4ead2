import type { TreeNode } from '@srm/core/tree/build-tree';
import { Alert, App, Button, Card, Empty, Flex, Spin, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import {
  CHILD_TYPE,
  DEPARTMENT_API,
  type DepartmentRow,
  LEVEL,
  ORG_API,
  type OrgRow,
  type OrgType,
  orgTree,
  useDepartmentRows,
  useOrgRows,
  useRefreshOrg,
} from './api.ts';
import { type DepartmentEditing, DepartmentFormModal } from './DepartmentFormModal.tsx';
import { DepartmentPositionsCard, DepartmentTreeCard } from './DepartmentSection.tsx';
import { OrgDetail } from './OrgDetail.tsx';
import { type OrgEditing, OrgFormModal } from './OrgFormModal.tsx';
import { SearchTree } from './SearchTree.tsx';

const codeOf = (n: TreeNode<OrgRow>) => n.orgCode;
const dimmed = (n: TreeNode<OrgRow>) => n.enabledFlag !== 'Y';

/**
 * One tree type of the organisations screen. Left: the organisation tree (this type and the levels
 * above it) and, under it, the departments of the selected organisation. Right: the selected
 * organisation, then the selected department with its positions.
 */
export function OrgTab({ treeType }: { treeType: OrgType }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { has } = useMenuResources();
  const canEditOrg = has('btnOrgEdit');
  const canEditDept = has('btnDepartmentEdit');
  const query = useOrgRows(treeType);
  const refresh = useRefreshOrg();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const nodes = useMemo(() => orgTree(rows), [rows]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deptId, setDeptId] = useState<number | null>(null);
  const [editingOrg, setEditingOrg] = useState<OrgEditing | null>(null);
  const [editingDept, setEditingDept] = useState<DepartmentEditing | null>(null);

  // Start on the first organisation of the tab's own type (else the first root).
  useEffect(() => {
    if (selectedId != null || rows.length === 0) return;
    setSelectedId((rows.find((r) => r.orgType === treeType) ?? rows[0]).orgId);
  }, [rows, selectedId, treeType]);

  const selected = rows.find((r) => r.orgId === selectedId) ?? null;
  const departments = useDepartmentRows(selected?.orgId);
  const deptRows = useMemo(() => departments.data ?? [], [departments.data]);
  const department = deptRows.find((d) => d.departmentId === deptId) ?? null;
  const parent = selected?.parentOrgId ? (rows.find((r) => r.orgId === selected.parentOrgId) ?? null) : null;
  const childType = selected ? CHILD_TYPE[selected.orgType] : null;
  const shownChildType = childType && LEVEL[childType] <= LEVEL[treeType] ? childType : null;

  const extra = useCallback(
    (n: TreeNode<OrgRow>) => n.enabledFlag !== 'Y' && <Tag style={{ marginLeft: 6 }}>{t('adminCommon.disabled')}</Tag>,
    [t],
  );

  const toggle = async (path: string, body: object, enabling: boolean) => {
    try {
      await post(path, body);
      message.success(enabling ? t('adminOrg.enabledOk') : t('adminOrg.disabledOk'));
      await refresh();
    } catch (error) {
      message.error(errorText(error));
    }
  };
  const toggleOrg = (org: OrgRow) => {
    const enabledFlag = org.enabledFlag === 'Y' ? 'N' : 'Y';
    return toggle(ORG_API.enable, { orgId: org.orgId, enabledFlag }, enabledFlag === 'Y');
  };
  const toggleDept = (dept: DepartmentRow) => {
    const enabledFlag = dept.enabledFlag === 'Y' ? 'N' : 'Y';
    return toggle(DEPARTMENT_API.enable, { departmentId: dept.departmentId, enabledFlag }, enabledFlag === 'Y');
  };

  return (
    <Flex gap={16} align="flex-start" data-testid={`org-tab-${treeType}`}>
      <Flex vertical gap={16} style={{ width: 280, flex: 'none' }}>
        <Card
          size="small"
          title={t('adminOrg.orgTree')}
          extra={
            canEditOrg &&
            treeType === 'BU' && (
              <Button
                size="small"
                type="link"
                onClick={() => setEditingOrg({ type: 'BU', parent: null, row: null })}
                data-testid="org-add-root"
              >
                {t('adminOrg.addRoot')}
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
              onSelect={(n) => {
                if (n.orgId !== selectedId) setDeptId(null);
                setSelectedId(n.orgId);
              }}
              extra={extra}
              dimmed={dimmed}
              searchPlaceholder={t('adminOrg.searchOrg')}
              emptyText={t('adminOrg.noOrgs')}
              testId={`org-tree-${treeType}`}
              height={260}
            />
          )}
        </Card>
        {selected && (
          <DepartmentTreeCard
            org={selected}
            selectedId={deptId}
            onSelect={setDeptId}
            onAdd={() => setEditingDept({ org: selected, parent: null, row: null })}
            canEdit={canEditDept}
          />
        )}
      </Flex>
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        {selected ? (
          <>
            <OrgDetail
              org={selected}
              parent={parent}
              childType={shownChildType}
              canEdit={canEditOrg}
              onAddChild={() => shownChildType && setEditingOrg({ type: shownChildType, parent: selected, row: null })}
              onEdit={() => setEditingOrg({ type: selected.orgType, parent, row: selected })}
              onToggle={() => toggleOrg(selected)}
            />
            <DepartmentPositionsCard
              key={selected.orgId}
              org={selected}
              department={department}
              departments={deptRows}
              canEdit={canEditDept}
              onAddChild={() => department && setEditingDept({ org: selected, parent: department, row: null })}
              onEdit={() => {
                if (!department) return;
                const up = deptRows.find((d) => d.departmentId === department.parentDepartmentId) ?? null;
                setEditingDept({ org: selected, parent: up, row: department });
              }}
              onToggle={() => (department ? toggleDept(department) : Promise.resolve())}
            />
          </>
        ) : (
          <Card size="small">
            <Empty description={t('adminOrg.selectOrgHint')} />
          </Card>
        )}
      </Flex>
      <OrgFormModal
        editing={editingOrg}
        onClose={() => setEditingOrg(null)}
        onSaved={(saved) => {
          void refresh();
          if (saved.orgId !== selectedId) setDeptId(null);
          setSelectedId(saved.orgId);
        }}
      />
      <DepartmentFormModal
        editing={editingDept}
        departments={deptRows}
        onClose={() => setEditingDept(null)}
        onSaved={(saved) => {
          void refresh();
          setDeptId(saved.departmentId);
        }}
      />
    </Flex>
  );
}
