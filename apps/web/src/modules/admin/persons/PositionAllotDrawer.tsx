import { Alert, App, Drawer, Tag } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, request } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import { useEditing } from '../org/useEditing.ts';
import { AllotFormModal } from './AllotFormModal.tsx';
import { ALLOT_API, type AllotRow, type PersonRow } from './api.ts';

/** The positions a person holds (allotment): primary flag, period, add / edit / remove with confirmation. */
export function PositionAllotDrawer({
  person,
  onClose,
  onChanged,
}: {
  person: PersonRow;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const searchParams = useMemo(() => ({ personId: person.personId }), [person.personId]);
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  const changed = useCallback(() => {
    table.current?.reload();
    onChangedRef.current();
  }, []);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'positionCode', title: t('adminPerson.positionCode'), width: 150 },
      { key: 'positionName', title: t('adminPerson.positionName'), width: 150 },
      { key: 'orgName', title: t('adminPerson.organisation'), width: 130 },
      { key: 'departmentName', title: t('adminPerson.department'), width: 100 },
      { key: 'primaryFlag', title: t('adminPerson.primaryFlag'), editType: 'checkbox', width: 70 },
      { key: 'dateFrom', title: t('adminPerson.dateFrom'), width: 100 },
      {
        key: 'dateTo',
        title: t('adminPerson.dateTo'),
        width: 100,
        render: (v) => (v as string | null) ?? t('adminPerson.openEnded'),
      },
      {
        key: 'current',
        title: t('adminPerson.state'),
        width: 90,
        render: (v) =>
          v ? <Tag color="success">{t('adminPerson.current')}</Tag> : <Tag>{t('adminPerson.notCurrent')}</Tag>,
      },
    ],
    [t],
  );
  const more = useMemo<RowButton[]>(
    () => [
      {
        key: 'removeAllot',
        label: t('adminPerson.removeAllot'),
        kind: 'delete',
        resourceCode: 'btnPositionAllot',
        confirm: t('adminPerson.removeAllotConfirm'),
        onClick: async (row) => {
          try {
            const res = await request(ALLOT_API.remove, { positionAllotId: (row as AllotRow).positionAllotId });
            message.success(res.msg || t('adminPerson.removed'));
            changed();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message, changed],
  );
  const { editing, close, toolbarButtons, rowButtons } = useEditing<AllotRow>({
    name: 'Allot',
    addLabel: t('adminPerson.addAllot'),
    resource: 'btnPositionAllot',
    more,
  });
  return (
    <Drawer
      open
      size={1080}
      title={t('adminPerson.allotTitle', { name: `${person.title} (${person.employeeNumber})` })}
      onClose={onClose}
      destroyOnHidden
      data-testid="allot-drawer"
    >
      <Alert type="info" showIcon title={t('adminPerson.allotHelp')} style={{ marginBottom: 12 }} />
      <DataTable
        ref={table}
        api={ALLOT_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="positionAllotId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        height={420}
      />
      <AllotFormModal editing={editing} person={person} onClose={close} onSaved={changed} />
    </Drawer>
  );
}
