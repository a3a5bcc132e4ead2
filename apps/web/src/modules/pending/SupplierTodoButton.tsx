import { SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { SelectDialog } from '../../components/SelectDialog/index.ts';
import { API, type SupplierOption } from './api.ts';
import { useRefreshTodos } from './TodoTable.tsx';

/**
 * The supplier to-do dialog of internal users (spec §4, §5): choose a supplier, write the to-do, send it.
 * Sending checks the supplier and the text ('no supplier selected', 'to-do information is empty', the
 * server says the same), asks 'send the to-do to the supplier?' and then saves it. Nothing for suppliers.
 */
export function SupplierTodoButton() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const [open, setOpen] = useState(false);
  if (!userInfo || isSupplier(userInfo)) return null;
  return (
    <>
      <Button icon={<SendOutlined />} onClick={() => setOpen(true)} data-testid="supplier-todo-button">
        {t('pending.sendTodo')}
      </Button>
      {open && <SupplierTodoDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SupplierTodoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useRefreshTodos();
  const [supplier, setSupplier] = useState<SupplierOption | null>(null);
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);

  const columns: ColumnConfig<SupplierOption>[] = [
    { key: 'supplierName', title: t('pending.supplierName'), width: 320 },
    { key: 'supplierNum', title: t('pending.supplierNum'), width: 160 },
  ];

  const send = () => {
    if (!supplier) {
      message.warning(t('pending.noSupplier'));
      return;
    }
    if (!text.trim()) {
      message.warning(t('pending.emptyText'));
      return;
    }
    modal.confirm({
      title: t('pending.confirmSend'),
      okText: t('pending.send'),
      cancelText: t('pending.cancel'),
      onOk: async () => {
        setSending(true);
        try {
          await post(API.supplierSave, {
            supplierId: supplier.supplierId,
            supplierNum: supplier.supplierNum,
            supplierName: supplier.supplierName,
            pendingTitle: text.trim(),
          });
          message.success(t('pending.sent'));
          refresh();
          onClose();
        } catch (error) {
          message.error(errorText(error));
        } finally {
          setSending(false);
        }
      },
    });
  };

  return (
    <Modal
      open
      title={t('pending.todoDialogTitle')}
      onCancel={onClose}
      width={560}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('pending.cancel')}</Button>
          <Button type="primary" loading={sending} onClick={send} data-testid="supplier-todo-send">
            {t('pending.send')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" data-testid="supplier-todo-dialog">
        <Form.Item label={t('pending.supplier')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={supplier ? `${supplier.supplierName} (${supplier.supplierNum})` : ''}
              placeholder={t('pending.selectSupplier')}
              onClick={() => setPicking(true)}
              data-testid="supplier-todo-supplier"
            />
            <Button onClick={() => setPicking(true)}>{t('pending.chooseSupplier')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('pending.todoText')} required>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={1000}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder={t('pending.todoTextPlaceholder')}
            data-testid="supplier-todo-text"
          />
        </Form.Item>
      </Form>
      <SelectDialog<SupplierOption>
        open={picking}
        title={t('pending.chooseSupplier')}
        findApi={API.supplierInfo}
        columns={columns}
        rowKey="supplierId"
        multiple={false}
        searchKey="supplierName"
        searchPlaceholder={t('pending.supplierName')}
        width={720}
        defaultSelectedRows={supplier ? [supplier] : undefined}
        onConfirm={(rows) => {
          setSupplier(rows[0] ?? null);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
