import type { FieldDef } from '@srm/core/documents/types';
import { App, Button, type ButtonProps, Form, Input, Modal, Switch, Table } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { RefSelect } from '../../../components/Document/RefSelect.tsx';

const BASE = '/api/srmServer/v1/srmSlcSupplierGroupRestful';

type Member = { supplierId: number; supplierNumber: string; supplierName: string };
type Group = {
  groupId?: number;
  groupCode: string;
  groupName: string;
  enabledFlag: string;
  version?: number;
  members: Member[];
};

/** The supplier picker: the supplier source of the document references. */
const supplierField: FieldDef = {
  key: 'supplierId',
  label: { CN: '供应商', EN: 'Supplier' },
  type: 'ref',
  ref: 'supplier',
};

/**
 * Suppliers → Supplier groups (htmlUrl 'supplierGroups', internal only): code, name, enabled and the
 * member suppliers picked with the supplier picker. Notices and notifications are addressed to groups.
 */
export default function SupplierGroupsScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<Group | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();

  const open = async (groupId?: number) => {
    try {
      const group = groupId
        ? await post<Group>(`${BASE}/findById`, { groupId })
        : { groupCode: '', groupName: '', enabledFlag: 'Y', members: [] };
      form.setFieldsValue({ ...group, enabled: group.enabledFlag === 'Y' });
      setEditing(group);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const addMember = (supplierId: unknown, name: string | null) => {
    if (!editing || supplierId == null || editing.members.some((m) => m.supplierId === supplierId)) return;
    const [supplierNumber, ...rest] = (name ?? '').split(' ');
    setEditing({
      ...editing,
      members: [...editing.members, { supplierId: supplierId as number, supplierNumber, supplierName: rest.join(' ') }],
    });
  };

  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(`${BASE}/saveOrUpdate`, {
        groupId: editing.groupId,
        version: editing.version,
        groupCode: values.groupCode,
        groupName: values.groupName,
        enabledFlag: values.enabled ? 'Y' : 'N',
        memberSupplierIds: editing.members.map((m) => m.supplierId),
      });
      message.success(t('adminCommon.saved'));
      setEditing(null);
      table.current?.reload();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'groupCode', title: t('supplierStatus.groupCode'), width: 160 },
      { key: 'groupName', title: t('supplierStatus.groupName'), width: 240 },
      { key: 'memberCount', title: t('supplierStatus.memberCount'), editType: 'number', width: 100 },
      { key: 'enabledFlag', title: t('supplierStatus.enabledFlag'), editType: 'checkbox', width: 90 },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const rowButtons: RowButton[] = [
    {
      key: 'edit',
      label: t('adminCommon.edit'),
      resourceCode: 'btnEdit',
      onClick: (row) => open((row as Row).groupId as number),
    },
  ];

  return (
    <div data-testid="screen-supplierGroups">
      <DataTable
        ref={table}
        api={`${BASE}/listByPage`}
        columns={columns}
        rowKey="groupId"
        rowButtons={rowButtons}
        rowButtonsWidth={100}
        toolbarButtons={[
          { key: 'add', label: t('adminCommon.add'), kind: 'save', resourceCode: 'btnAdd', onClick: () => open() },
        ]}
      />
      <Modal
        open={editing != null}
        title={editing?.groupId ? editing.groupName : t('adminCommon.add')}
        onCancel={() => setEditing(null)}
        onOk={save}
        okButtonProps={{ loading: saving, 'data-testid': 'group-save' } as ButtonProps}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="groupCode" label={t('supplierStatus.groupCode')} rules={[{ required: true }]}>
            <Input maxLength={32} data-testid="group-code" />
          </Form.Item>
          <Form.Item name="groupName" label={t('supplierStatus.groupName')} rules={[{ required: true }]}>
            <Input maxLength={128} data-testid="group-name" />
          </Form.Item>
          <Form.Item name="enabled" label={t('supplierStatus.enabledFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
        <div style={{ marginBottom: 8 }}>{t('supplierStatus.members')}</div>
        <div style={{ marginBottom: 8 }}>
          <RefSelect
            field={{
              ...supplierField,
              label: { CN: t('supplierStatus.pickSupplier'), EN: t('supplierStatus.pickSupplier') },
            }}
            value={null}
            doc={{}}
            testId="group-member-pick"
            onChange={(id, name) => addMember(id, name)}
          />
        </div>
        <Table
          size="small"
          rowKey="supplierId"
          pagination={false}
          dataSource={editing?.members ?? []}
          locale={{ emptyText: t('supplierStatus.noMembers') }}
          data-testid="group-members"
          columns={[
            { key: 'no', title: t('supplierStatus.supplierNumber'), dataIndex: 'supplierNumber', width: 140 },
            { key: 'name', title: t('supplierStatus.supplierName'), dataIndex: 'supplierName' },
            {
              key: 'remove',
              width: 90,
              render: (_: unknown, m: Member) => (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() =>
                    editing &&
                    setEditing({ ...editing, members: editing.members.filter((x) => x.supplierId !== m.supplierId) })
                  }
                >
                  {t('supplierStatus.remove')}
                </Button>
              ),
            },
          ]}
        />
      </Modal>
    </div>
  );
}
