import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable, type DataTableHandle } from '../../../components/DataTable/index.ts';
import { type DepartmentRow, type OrgRow, POSITION_API, type PositionRow } from './api.ts';
import { PositionFormModal } from './PositionFormModal.tsx';
import { useEditing } from './useEditing.ts';

/** The positions of the selected department (or of the whole organisation when none is selected). */
export function PositionTable({
  org,
  department,
  departments,
}: {
  org: OrgRow;
  department: DepartmentRow | null;
  departments: DepartmentRow[];
}) {
  const { t } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const { editing, close, toolbarButtons, rowButtons } = useEditing<PositionRow>({
    name: 'Position',
    addLabel: t('adminOrg.addPosition'),
    resource: 'btnPositionEdit',
  });
  const departmentId = department?.departmentId;
  const searchParams = useMemo(() => ({ orgId: org.orgId, departmentId }), [org.orgId, departmentId]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'positionCode', title: t('adminOrg.positionCode'), width: 140 },
      { key: 'title', title: t('adminOrg.positionName'), width: 160 },
      ...(departmentId ? [] : [{ key: 'departmentName', title: t('adminOrg.department'), width: 120 } as ColumnConfig]),
      { key: 'levelName', title: t('adminOrg.positionLevel'), width: 90 },
      { key: 'jobTitleName', title: t('adminOrg.jobTitle'), width: 110 },
      { key: 'enabledFlag', title: t('adminCommon.enabled'), editType: 'checkbox', width: 85 },
    ],
    [t, departmentId],
  );
  return (
    <div data-testid="position-table">
      <DataTable
        ref={table}
        api={POSITION_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="positionId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        height={300}
      />
      <PositionFormModal
        editing={editing}
        org={org}
        department={department}
        departments={departments}
        onClose={close}
        onSaved={() => table.current?.reload()}
      />
    </div>
  );
}
