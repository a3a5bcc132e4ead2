import { formatDateTime } from '@srm/core';
import { App, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { type ColumnConfig, DataTable, type DataTableHandle, type RowButton } from '../DataTable/index.ts';

const TARGETS = ['OA', 'SAP'] as const;
const STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
const STATUS_COLOR = { PENDING: 'processing', SENT: 'success', FAILED: 'error' } as const;

type OutboxRow = { outboxId: number; target?: string; status: (typeof STATUSES)[number]; docNumber: string | null };
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

type Props = {
  /** The outbox calls' base path: `listByPage`, `findById` and `retry` under it. */
  base: string;
  /** One external system only (the OA screen of Approval): no target column or filter. */
  target?: (typeof TARGETS)[number];
  testId: string;
};

/**
 * The messages queued to external systems (platform/outbox): state, attempts, last error and next try;
 * a message's payload and attempts; redeliver one not yet sent. System → Integration outbox shows every
 * target; Approval → OA outbox shows the OA messages through its own calls (its own menu and button).
 */
export function OutboxScreen({ base, target: fixedTarget, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [target, setTarget] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [docNumber, setDocNumber] = useState<string | undefined>();
  const [viewing, setViewing] = useState<OutboxItem | null>(null);
  const params = useMemo(
    () => (fixedTarget ? { status, docNumber } : { target, status, docNumber }),
    [fixedTarget, target, status, docNumber],
  );
  const targetName = useCallback(
    (v: unknown) => t(`integration.target${v as 'SAP'}`, { defaultValue: String(v ?? '') }),
    [t],
  );

  const columns = useMemo<ColumnConfig[]>(
    () => [
      ...(fixedTarget
        ? []
        : [{ key: 'target', title: t('integration.target'), width: 150, render: targetName } as ColumnConfig]),
      {
        key: 'billType',
        title: t('bpm.billType'),
        width: 130,
        render: (v) =>
          v === 'SUPPLIER'
            ? t('integration.billSUPPLIER')
            : t(`bpm.bill${v as 'PUR_REQUISITION'}`, { defaultValue: String(v ?? '') }),
      },
      { key: 'docNumber', title: t('bpm.docNumber'), width: 140 },
      { key: 'title', title: t('bpm.title'), width: 200 },
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
      { key: 'lastError', title: t('bpm.lastError'), width: 240 },
      { key: 'sentAt', title: t('bpm.sentAt'), editType: 'datetime', width: 170 },
    ],
    [t, fixedTarget, targetName],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'view',
        label: t('adminCommon.view'),
        onClick: async (row) => {
          try {
            setViewing(await post<OutboxItem>(`${base}/findById`, { outboxId: (row as OutboxRow).outboxId }));
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
      {
        key: 'redeliver',
        label: t('integration.redeliver'),
        resourceCode: 'btnRetry',
        confirm: t('integration.redeliverConfirm'),
        hidden: (row) => (row as OutboxRow).status === 'SENT',
        onClick: async (row) => {
          try {
            await post(`${base}/retry`, { outboxId: (row as OutboxRow).outboxId });
            message.success(t('integration.redelivered'));
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, message, base],
  );

  const viewingTarget = viewing?.target ?? fixedTarget;
  return (
    <div data-testid={testId}>
      <DataTable
        ref={table}
        api={`${base}/listByPage`}
        searchParams={params}
        columns={columns}
        rowKey="outboxId"
        rowButtons={rowButtons}
        rowButtonsWidth={160}
        toolbarExtra={
          <Space>
            {!fixedTarget && (
              <Select
                allowClear
                placeholder={t('integration.target')}
                value={target}
                onChange={setTarget}
                style={{ width: 170 }}
                data-testid="outbox-target"
                options={TARGETS.map((v) => ({ value: v, label: targetName(v) }))}
              />
            )}
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
              options={STATUSES.map((s) => ({ value: s, label: t(`bpm.outbox${s}`) }))}
            />
          </Space>
        }
      />
      <Modal
        open={viewing != null}
        title={viewing ? `${viewingTarget ? `${targetName(viewingTarget)} · ` : ''}${viewing.docNumber ?? ''}` : ''}
        onCancel={() => setViewing(null)}
        footer={null}
        width={800}
        destroyOnHidden
      >
        {viewing && (
          <>
            <Typography.Text strong>{t('integration.payload')}</Typography.Text>
            <pre data-testid="outbox-payload" style={{ maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
              {JSON.stringify(viewing.payload, null, 2)}
            </pre>
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
