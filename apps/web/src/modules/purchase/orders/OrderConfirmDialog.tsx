import { Alert, DatePicker, Modal, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorText, lineErrorsOf, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { ORDER_BASE } from './config.tsx';
import { orderTexts } from './texts.ts';

/**
 * The supplier's confirmation of a published order (issue 8 item 3): every line with its need-by date
 * and the date the supplier promises (the need-by date unless changed), confirmed at once through
 * supplierConfirm. A refusal of the server (a date before the order date, a stale version) is shown on
 * its line or above the table, and the dates typed stay as they were.
 */
export function OrderConfirmDialog({
  order,
  onClose,
  onConfirmed,
}: {
  order: Row;
  onClose: () => void;
  onConfirmed: (doc: Row) => void;
}) {
  const lang = useLang();
  const x = orderTexts[lang];
  const units = useLookup('BASE_UOM');
  const lines = (order.lines as Row[] | undefined) ?? [];
  const [dates, setDates] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(
      lines.map((l) => [l.lineId as number, (l.promisedDate as string | null) ?? (l.needByDate as string | null)]),
    ),
  );
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    setSaving(true);
    setError(null);
    setLineErrors({});
    const body = lines.map((l) => ({ lineId: l.lineId as number, promisedDate: dates[l.lineId as number] ?? null }));
    try {
      const doc = await post<Row>(`${ORDER_BASE}/supplierConfirm`, {
        orderId: order.orderId,
        version: order.version,
        lines: body,
      });
      onConfirmed(doc);
    } catch (e) {
      const onLines: Record<number, string> = {};
      for (const [index, fields] of Object.entries(lineErrorsOf(e))) {
        const line = body[Number(index)];
        if (line) onLines[line.lineId] = Object.values(fields)[0];
      }
      setLineErrors(onLines);
      // Messages placed on their lines are not repeated in the request's technical wording above.
      setError(Object.keys(onLines).length > 0 ? x.fixLines : errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={900}
      title={x.confirmTitle}
      okText={x.confirmOk}
      cancelText={x.cancel}
      onOk={() => void confirm()}
      confirmLoading={saving}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'supplier-order-confirm-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{x.confirmHint}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={error}
          data-testid="supplier-order-confirm-error"
        />
      )}
      <Table<Row>
        size="small"
        rowKey="lineId"
        dataSource={lines}
        pagination={false}
        scroll={{ y: 420 }}
        data-testid="supplier-order-confirm-lines"
        columns={[
          { key: 'n', title: x.line, dataIndex: 'lineNumber', width: 60 },
          {
            key: 'm',
            title: x.material,
            render: (_, l) => (
              <>
                <div>{String(l.materialName ?? l.itemDescription ?? '')}</div>
                {l.materialName != null && l.itemDescription != null && l.itemDescription !== l.materialName && (
                  <Typography.Text type="secondary">{String(l.itemDescription)}</Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'q',
            title: x.orderedQuantity,
            width: 100,
            align: 'right',
            render: (_, l) => String(Number(l.quantity)),
          },
          { key: 'u', title: x.unit, width: 90, render: (_, l) => units.meaning(l.unitCode as string) },
          { key: 'nb', title: x.needByDate, dataIndex: 'needByDate', width: 110 },
          {
            key: 'p',
            title: x.promisedDate,
            width: 200,
            render: (_, l) => {
              const id = l.lineId as number;
              const message = lineErrors[id];
              return (
                <div data-testid={`supplier-order-confirm-date-${l.lineNumber}`}>
                  <DatePicker
                    size="small"
                    value={dates[id] ? dayjs(dates[id]) : null}
                    status={message ? 'error' : undefined}
                    onChange={(d) => {
                      setDates((all) => ({ ...all, [id]: d ? d.format('YYYY-MM-DD') : null }));
                      setLineErrors(({ [id]: _gone, ...rest }) => rest);
                    }}
                  />
                  {message && (
                    <div
                      className="ant-form-item-explain-error"
                      data-testid={`supplier-order-confirm-error-${l.lineNumber}`}
                    >
                      {message}
                    </div>
                  )}
                </div>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
