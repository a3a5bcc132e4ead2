import { formatDecimal } from '@srm/core/format/decimals';
import { lineAmount, sumMoney } from '@srm/core/sourcing/quotePrices';
import { Alert, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../app/lookup/useLookup.ts';

/** One awarded part: a line (an inquiry's or a tender's), a supplier, a quantity at that supplier's prices. */
export type AwardPart = {
  lineId: number;
  lineNumber: number;
  itemName: string;
  supplierId: number;
  supplierName: string;
  awardedQuantity: string;
  uomCode: string;
  priceWithoutTax: string;
  priceWithTax: string;
};

const money = (v: string) => formatDecimal(v, 'amount');

/**
 * The last look before the award document is made: per supplier its lines, quantities, prices and
 * amounts, and the totals; the outcome it becomes once approved. Nothing is stored before OK.
 */
export function AwardConfirmDialog({
  parts,
  outcome,
  currencyCode,
  busy,
  error,
  onOk,
  onCancel,
}: {
  parts: AwardPart[];
  outcome: string;
  currencyCode: string;
  busy: boolean;
  error: string | null;
  onOk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const outcomes = useLookup('SRC_AWARD_OUTCOME');
  const units = useLookup('BASE_UOM');
  const suppliers = [...new Map(parts.map((p) => [p.supplierId, p.supplierName])).entries()];
  const amountOf = (p: AwardPart) => lineAmount(p.awardedQuantity, p.priceWithTax);
  const total = sumMoney(parts.map(amountOf));
  const totalWithout = sumMoney(parts.map((p) => lineAmount(p.awardedQuantity, p.priceWithoutTax)));
  return (
    <Modal
      open
      width={900}
      title={t('sourcing.inquiry.award.confirmTitle')}
      okText={t('sourcing.inquiry.award.create')}
      cancelText={t('app.cancel')}
      onOk={onOk}
      onCancel={onCancel}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'award-create-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <div data-testid="award-summary">
        <Typography.Paragraph>
          {t('sourcing.inquiry.award.confirmIntro', {
            suppliers: suppliers.length,
            lines: new Set(parts.map((p) => p.lineId)).size,
            outcome: outcomes.meaning(outcome),
          })}
        </Typography.Paragraph>
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="award-summary-error" />
        )}
        {suppliers.map(([supplierId, name]) => {
          const mine = parts.filter((p) => p.supplierId === supplierId);
          return (
            <div key={supplierId} style={{ marginBottom: 12 }} data-testid={`award-summary-supplier-${supplierId}`}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text style={{ float: 'right' }} data-testid={`award-summary-subtotal-${supplierId}`}>
                {t('sourcing.inquiry.award.subtotal', {
                  amount: money(sumMoney(mine.map(amountOf))),
                  currency: currencyCode,
                })}
              </Typography.Text>
              <Table<AwardPart>
                size="small"
                rowKey={(p) => `${p.lineId}:${p.supplierId}`}
                dataSource={mine}
                pagination={false}
                columns={[
                  { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 56 },
                  { key: 'i', title: t('sourcing.inquiry.compare.item'), dataIndex: 'itemName' },
                  {
                    key: 'q',
                    title: t('sourcing.inquiry.compare.awardQuantity'),
                    width: 120,
                    align: 'right',
                    render: (_, p) => `${formatDecimal(p.awardedQuantity, 'quantity')} ${units.meaning(p.uomCode)}`,
                  },
                  {
                    key: 'p',
                    title: t('sourcing.inquiry.compare.priceWithoutTax'),
                    width: 120,
                    align: 'right',
                    render: (_, p) => formatDecimal(p.priceWithoutTax, 'price', 6),
                  },
                  {
                    key: 'pt',
                    title: t('sourcing.inquiry.compare.priceWithTax'),
                    width: 120,
                    align: 'right',
                    render: (_, p) => formatDecimal(p.priceWithTax, 'price', 6),
                  },
                  {
                    key: 'a',
                    title: t('sourcing.inquiry.compare.amount'),
                    width: 120,
                    align: 'right',
                    render: (_, p) => money(amountOf(p)),
                  },
                ]}
              />
            </div>
          );
        })}
        <Typography.Paragraph strong data-testid="award-summary-total">
          {t('sourcing.inquiry.award.total', {
            without: money(totalWithout),
            with: money(total),
            currency: currencyCode,
          })}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
