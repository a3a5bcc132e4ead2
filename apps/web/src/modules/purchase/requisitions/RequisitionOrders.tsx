import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { useOpenScreens } from '../../bpm/useOpenScreens.ts';

const BASE = '/api/srmServer/v1/srmPurRequisitionRestful';

/*
 * The orders made from a requisition's lines (issue 15), under its lines: each order's number opens it
 * in its own tab through the order menu, with its status, supplier, date, total and which requisition
 * line went to which order line. Read again whenever the requisition is (a new order, a voided one).
 */
export function RequisitionOrders({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const { openDocument } = useOpenScreens();
  const id = doc.requisitionId;
  const orders = useQuery({
    queryKey: ['requisitionOrders', id, doc.version],
    queryFn: () => post<Row[]>(`${BASE}/listOrders`, { requisitionId: id }),
    enabled: doc.status === 'APPROVED',
  });
  // Orders are made only from approved requisitions.
  if (doc.status !== 'APPROVED') return null;
  return (
    <Card size="small" title={t('purchase.requisitionOrders')} data-testid="requisition-orders">
      <Table<Row>
        rowKey="orderId"
        size="small"
        pagination={false}
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        locale={{ emptyText: t('purchase.requisitionOrdersNone') }}
        columns={[
          {
            key: 'orderNumber',
            title: t('purchase.orderNumber'),
            width: 150,
            render: (_: unknown, o: Row) => (
              <Typography.Link
                onClick={() => openDocument(purchaseOrder.menuCode, Number(o.orderId))}
                data-testid={`requisition-order-${String(o.orderNumber)}`}
              >
                {String(o.orderNumber)}
              </Typography.Link>
            ),
          },
          {
            key: 'status',
            title: t('purchase.orderStatus'),
            width: 130,
            render: (_: unknown, o: Row) => <StatusTag status={String(o.status)} def={purchaseOrder} />,
          },
          { key: 'supplierName', title: t('purchase.supplier'), dataIndex: 'supplierName' },
          { key: 'orderDate', title: t('purchase.orderDate'), dataIndex: 'orderDate', width: 110 },
          {
            key: 'totalWithTax',
            title: t('purchase.orderTotal'),
            width: 130,
            align: 'right' as const,
            render: (_: unknown, o: Row) => `${Number(o.totalWithTax).toFixed(2)} ${o.currencyCode ?? ''}`,
          },
          {
            key: 'lines',
            title: t('purchase.orderedLines'),
            render: (_: unknown, o: Row) =>
              ((o.lines as Row[]) ?? []).map((l) => (
                <div key={`${l.requisitionLineNumber}-${l.orderLineNumber}`}>
                  {t('purchase.orderedLine', {
                    from: l.requisitionLineNumber,
                    to: l.orderLineNumber,
                    quantity: Number(l.quantity),
                    unit: l.unitCode ?? '',
                  })}
                </div>
              )),
          },
        ]}
      />
    </Card>
  );
}
