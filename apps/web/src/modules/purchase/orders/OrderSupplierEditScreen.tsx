import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { AlterationSummary } from '../../../components/Document/AlterationSummary.tsx';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { ORDER_BASE, orderSupplierScreens } from './config.tsx';
import { OrderConfirmDialog } from './OrderConfirmDialog.tsx';
import { orderTexts } from './texts.ts';

/**
 * A purchase order on the supplier's side: read-only with Confirm / Refuse. Confirming goes through a
 * dialog of the lines with a promised date each (supplierConfirm), so the generic Confirm button of the
 * action bar is left out here. When it is a change of an order the supplier confirmed before (awaiting
 * its confirmation again), what the change altered — per line, old → new — is shown above it, read from
 * the order's history.
 */
export default function OrderSupplierEditScreen() {
  const lang = useLang();
  const x = orderTexts[lang];
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screen = useScreen();
  const id = screen?.query.id ?? null;
  const [confirming, setConfirming] = useState(false);
  // The same cache entry as the document page's, so a confirmation here refreshes it there.
  const doc = useQuery({
    queryKey: ['docFind', ORDER_BASE, id],
    queryFn: () => post<Row>(`${ORDER_BASE}/findById`, { orderId: Number(id) }),
    enabled: id != null,
    refetchOnWindowFocus: false,
  });
  const config = useMemo<DocumentScreenConfig>(() => {
    const { confirm: _dialog, ...actions } = orderSupplierScreens.def.actions;
    return { ...orderSupplierScreens, def: { ...orderSupplierScreens.def, actions } };
  }, []);
  const order = doc.data;
  const changed = order?.status === 'NO_CONFIRMED' && Number(order.revision ?? 0) > 0;
  const canConfirm = ((order?._actions as string[] | undefined) ?? []).includes('confirm');

  const confirmed = (row: Row) => {
    setConfirming(false);
    queryClient.setQueryData(['docFind', ORDER_BASE, id], row);
    void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
    void queryClient.invalidateQueries({ queryKey: ['listPage', `${ORDER_BASE}/listByPage`] });
    message.success(t('document.done', { action: orderSupplierScreens.def.actions.confirm?.label[lang] ?? '' }));
  };

  return (
    <>
      {canConfirm && order && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={x.awaitingConfirm}
          data-testid="supplier-order-awaiting"
          action={
            <Button type="primary" onClick={() => setConfirming(true)} data-testid="supplier-order-action-confirm">
              {x.confirmOpen}
            </Button>
          }
        />
      )}
      {changed && (
        <Card size="small" title={x.alterationTitle} style={{ marginBottom: 12 }} data-testid="supplier-order-changes">
          <AlterationSummary
            def={orderSupplierScreens.def}
            api={`${ORDER_BASE}/listHistory`}
            id={id}
            testId="supplier-order"
            lines={(order?.lines as Row[] | undefined) ?? []}
            title={(reason) => t('document.alterationToConfirm', { reason })}
          />
        </Card>
      )}
      <DocumentEditScreen config={config} />
      {confirming && order && (
        <OrderConfirmDialog order={order} onClose={() => setConfirming(false)} onConfirmed={confirmed} />
      )}
    </>
  );
}
