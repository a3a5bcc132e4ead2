import { App, Card, Form, Modal, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { RefFilter } from './filters.tsx';
import './refSources.ts';
import { sourceTexts } from './texts.ts';

const BASE = '/api/srmServer/v1/srmPurPricingAuthorityRestful';

/**
 * Procurement → Pricing authority (htmlUrl 'pricingAuthority'): which purchase categories' prices each
 * user may approve. Add (btnAdd) picks a user and a category; delete (btnDelete) asks first. A pricing
 * document is approved only by a user holding authority for every line category.
 */
export default function PricingAuthorityScreen() {
  const lang = useLang();
  const x = sourceTexts[lang];
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [userId, setUserId] = useState<number>();
  const [categoryId, setCategoryId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const searchParams = useMemo(() => ({ userId, categoryId }), [userId, categoryId]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'userName', title: x.user, width: 220 },
      { key: 'categoryName', title: x.category, width: 220 },
      { key: 'lastUpdateDate', title: x.validFrom, editType: 'datetime', width: 170, columnsDisplay: 'N' },
    ],
    [x],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: 'add', label: x.add, resourceCode: 'btnAdd', onClick: () => setAdding(true) }],
    [x],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'delete',
        label: x.delete,
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: x.deleteConfirm,
        onClick: async (row, { reload }) => {
          try {
            await post(`${BASE}/delete`, { authorityId: row.authorityId });
            message.success(x.deleted);
            reload();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [x, message],
  );
  return (
    <Card data-testid="screen-pricingAuthority">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <RefFilter refKind="user" label={x.user} value={userId} onChange={setUserId} testId="authority-user" />
          <RefFilter
            refKind="purchaseCategory"
            label={x.category}
            value={categoryId}
            onChange={setCategoryId}
            testId="authority-category"
          />
        </Space>
        <DataTable
          ref={table}
          api={`${BASE}/listByPage`}
          searchParams={searchParams}
          columns={columns}
          rowKey="authorityId"
          toolbarButtons={toolbarButtons}
          rowButtons={rowButtons}
          tableKey="purchase.pricingAuthority"
        />
      </Space>
      {adding && (
        <AddAuthority
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}

/** The add dialog: a user and a purchase category, both required. */
function AddAuthority({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const lang = useLang();
  const x = sourceTexts[lang];
  const { message } = App.useApp();
  const [userId, setUserId] = useState<number>();
  const [categoryId, setCategoryId] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const save = async () => {
    setTried(true);
    if (userId == null || categoryId == null) return;
    setSaving(true);
    try {
      await post(`${BASE}/saveOrUpdate`, { userId, categoryId });
      message.success(x.saved);
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={x.addTitle}
      okText={x.save}
      cancelText={x.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      data-testid="authority-add-dialog"
    >
      <Form layout="vertical">
        <Form.Item
          label={x.user}
          required
          validateStatus={tried && userId == null ? 'error' : undefined}
          help={tried && userId == null ? x.required : undefined}
        >
          <RefFilter refKind="user" label={x.user} value={userId} onChange={setUserId} testId="authority-add-user" />
        </Form.Item>
        <Form.Item
          label={x.category}
          required
          validateStatus={tried && categoryId == null ? 'error' : undefined}
          help={tried && categoryId == null ? x.required : undefined}
        >
          <RefFilter
            refKind="purchaseCategory"
            label={x.category}
            value={categoryId}
            onChange={setCategoryId}
            testId="authority-add-category"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
