import { formatDateTime } from '@srm/core';
import { App, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../components/DataTable/index.ts';
import { API } from './api.ts';

type OutboxRow = { outboxId: number; status: 'PENDING' | 'SENT' | 'FAILED'; docNumber: string | null };
type OutboxItem = OutboxRow & {
  payload: unknown;
  history: {
    attemptNo: number;
    attemptedAt: string;
    targetUrl: string;
    httpStatus: number | null;
    error: string | null;
  }[];
};

const STATUS_COLOR = { PENDING: 'processing', SENT: 'success', FAILED: 'error' } as const;

/** Approval → OA outbox (htmlUrl 'oaOutbox'): approvals pushed to the OA system, their attempts and errors; retry. */
export default function OaOutboxScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [status, setStatus] = useState<string | undefined>();
  const [docNumber, setDocNumber] = useState<string | undefined>();
  const [viewing, setViewing] = useState<OutboxItem | null>(null);
  const params = useMemo(() => ({ status, docNumber }), [status, docNumber]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'billType',
        title: t('bpm.billType'),
        width: 150,
        render: (v) => t(`bpm.bill${v as 'PUR_REQUISITION'}`, { defaultValue: String(v ?? '') }),
      },
      { key: 'docNumber', title: t('bpm.docNumber'), width: 150 },
      { key: 'title', title: t('bpm.title'), width: 220 },
      {
        key: 'status',
        title: t('bpm.status'),
        width: 90,
        render: (v) => (
          <Tag color={STATUS_COLOR[v as OutboxRow['status']] ?? 'default'}>{t(`bpm.outbox${v as 'SENT'}`)}</Tag>
        ),
      },
      { key: 'attempts', title: t('bpm.attempts'), editType: 'number', width: 90 },
      { key: 'lastAttemptAt', title: t('bpm.lastAttemptAt'), editType: 'datetime', width: 170 },
      { key: 'nextAttemptAt', title: t('bpm.nextAttemptAt'), editType: 'datetime', width: 170 },
      { key: 'lastError', title: t('bpm.lastError'), width: 260 },
      { key: 'sentAt', title: t('bpm.sentAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'view',
        label: t('adminCommon.view'),
        onClick: async (row) => {
          try {
            setViewing(await post<OutboxItem>(API.outboxItem, { outboxId: (row as OutboxRow).outboxId }));
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
      {
        key: 'retry',
        label: t('bpm.retry'),
        resourceCode: 'btnRetry',
        confirm: t('bpm.retryConfirm'),
        hidden: (row) => (row as OutboxRow).status !== 'FAILED',
        onClick: async (row) => {
          try {
            await post(API.retry, { outboxId: (row as OutboxRow).outboxId });
            message.success(t('bpm.retried'));
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
    <div data-testid="screen-oaOutbox">
      <DataTable
        ref={table}
        api={API.outbox}
        searchParams={params}
        columns={columns}
        rowKey="outboxId"
        rowButtons={rowButtons}
        rowButtonsWidth={150}
        toolbarExtra={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('bpm.docNumber')}
              onSearch={(v) => setDocNumber(v || undefined)}
              style={{ width: 200 }}
            />
            <Select
              allowClear
              placeholder={t('bpm.status')}
              value={status}
              onChange={setStatus}
              style={{ width: 130 }}
              data-testid="outbox-status"
              options={(['PENDING', 'SENT', 'FAILED'] as const).map((s) => ({ value: s, label: t(`bpm.outbox${s}`) }))}
            />
          </Space>
        }
      />
      <Modal
        open={viewing != null}
        title={viewing?.docNumber}
        onCancel={() => setViewing(null)}
        footer={null}
        width={800}
        destroyOnHidden
      >
        {viewing && (
          <>
            <Typography.Paragraph>
              <pre style={{ maxHeight: 200, overflow: 'auto', fontSize: 12 }}>
                {JSON.stringify(viewing.payload, null, 2)}
              </pre>
            </Typography.Paragraph>
            <Table
              size="small"
              rowKey="attemptNo"
              pagination={false}
              dataSource={viewing.history}
              columns={[
                { key: 'n', title: t('bpm.attemptNo'), dataIndex: 'attemptNo', width: 70 },
                {
                  key: 'at',
                  title: t('bpm.at'),
                  dataIndex: 'attemptedAt',
                  width: 170,
                  render: (v) => formatDateTime(v),
                },
                { key: 'http', title: t('bpm.httpStatus'), dataIndex: 'httpStatus', width: 100 },
                { key: 'error', title: t('bpm.error'), dataIndex: 'error' },
              ]}
            />
          </>
        )}
      </Modal>
    </div>
  );
}
