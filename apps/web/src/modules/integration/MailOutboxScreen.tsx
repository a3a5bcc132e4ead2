import { useQuery } from '@tanstack/react-query';
import { Alert, App, Descriptions, Input, Modal, Select, Space, Tag } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post, request } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../components/DataTable/index.ts';

const BASE = '/api/baseServer/v1/baseMailOutboxRestful';
const STATUSES = ['SENT', 'LOGGED', 'FAILED'] as const;
const STATUS_COLOR = { SENT: 'success', LOGGED: 'warning', FAILED: 'error' } as const;

type MailRow = {
  mailId: number;
  toAddress: string;
  subject: string;
  status: (typeof STATUSES)[number];
  error: string | null;
  createdAt: string;
};

/**
 * System → Mail outbox (htmlUrl 'mailOutbox', issue 15 item 6): every mail the platform recorded with its
 * state, its body on "View" (the server gives bodies to administrators only), "Resend"; and, while
 * SMTP_URL is unset, a banner saying mails are only recorded — the way an administrator passes a
 * registration's e-mail code on. Laid out as the integration outbox (components/Outbox): the same table,
 * filters in the toolbar, a dialog for one message.
 */
export default function MailOutboxScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [status, setStatus] = useState<string | undefined>();
  const [toAddress, setToAddress] = useState<string | undefined>();
  const [viewing, setViewing] = useState<(MailRow & { body: string }) | null>(null);
  const delivery = useQuery({
    queryKey: [BASE, 'delivery'],
    queryFn: () => post<{ smtpConfigured: boolean }>(`${BASE}/delivery`, {}),
  });
  const params = useMemo(() => ({ status, toAddress }), [status, toAddress]);
  const statusTag = useCallback(
    (v: unknown) => (
      <Tag color={STATUS_COLOR[v as MailRow['status']] ?? 'default'}>{t(`integration.mail${v as 'SENT'}`)}</Tag>
    ),
    [t],
  );

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'createdAt', title: t('integration.mailCreatedAt'), editType: 'datetime', width: 170 },
      { key: 'toAddress', title: t('integration.mailTo'), width: 220 },
      { key: 'subject', title: t('integration.mailSubject'), width: 280 },
      { key: 'status', title: t('integration.mailStatus'), width: 110, render: statusTag },
      { key: 'error', title: t('integration.mailError'), width: 240 },
    ],
    [t, statusTag],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'view',
        label: t('adminCommon.view'),
        onClick: async (row) => {
          try {
            setViewing(await post(`${BASE}/findById`, { mailId: (row as MailRow).mailId }));
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
      {
        key: 'resend',
        label: t('integration.mailResend'),
        resourceCode: 'btnRetry',
        confirm: t('integration.mailResendConfirm'),
        onClick: async (row) => {
          try {
            // The server's message says whether it went out or was only recorded again.
            const res = await request<MailRow>(`${BASE}/resend`, { mailId: (row as MailRow).mailId });
            message.success(res.msg);
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, message],
  );

  return (
    <div data-testid="screen-mailOutbox">
      {delivery.data?.smtpConfigured === false && (
        <Alert
          type="warning"
          showIcon
          data-testid="mail-no-smtp"
          title={t('integration.mailNoSmtp')}
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable
        ref={table}
        api={`${BASE}/listByPage`}
        searchParams={params}
        columns={columns}
        rowKey="mailId"
        rowButtons={rowButtons}
        rowButtonsWidth={160}
        toolbarExtra={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('integration.mailTo')}
              onSearch={(v) => setToAddress(v || undefined)}
              style={{ width: 220 }}
              data-testid="mail-to-filter"
            />
            <Select
              allowClear
              placeholder={t('integration.mailStatus')}
              value={status}
              onChange={setStatus}
              style={{ width: 140 }}
              data-testid="mail-status-filter"
              options={STATUSES.map((s) => ({ value: s, label: t(`integration.mail${s}`) }))}
            />
          </Space>
        }
      />
      <Modal
        open={viewing != null}
        title={viewing?.subject}
        onCancel={() => setViewing(null)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {viewing && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('integration.mailTo')}>{viewing.toAddress}</Descriptions.Item>
            <Descriptions.Item label={t('integration.mailStatus')}>{statusTag(viewing.status)}</Descriptions.Item>
            <Descriptions.Item label={t('integration.mailBody')}>
              <pre data-testid="mail-body" style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>
                {viewing.body}
              </pre>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </div>
  );
}
