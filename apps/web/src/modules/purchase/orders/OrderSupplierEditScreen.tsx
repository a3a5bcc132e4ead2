import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { AlterationSummary } from '../../../components/Document/AlterationSummary.tsx';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { ORDER_BASE, orderSupplierScreens } from './config.tsx';
import { orderTexts } from './texts.ts';

/**
 * A purchase order on the supplier's side: read-only with Confirm / Refuse. When it is a change of an
 * order the supplier confirmed before (awaiting its confirmation again), what the change altered is
 * shown above it, read from the order's history.
 */
export default function OrderSupplierEditScreen() {
  const lang = useLang();
  const screen = useScreen();
  const id = screen?.query.id ?? null;
  const doc = useQuery({
    queryKey: ['supplierOrderHead', id],
    queryFn: () => post<Record<string, unknown>>(`${ORDER_BASE}/findById`, { orderId: Number(id) }),
    enabled: id != null,
  });
  const changed = doc.data?.status === 'NO_CONFIRMED' && Number(doc.data.revision ?? 0) > 0;
  return (
    <>
      {changed && (
        <Card
          size="small"
          title={orderTexts[lang].alterationTitle}
          style={{ marginBottom: 12 }}
          data-testid="supplier-order-changes"
        >
          <AlterationSummary
            def={orderSupplierScreens.def}
            api={`${ORDER_BASE}/listHistory`}
            id={id}
            testId="supplier-order"
          />
        </Card>
      )}
      <DocumentEditScreen config={orderSupplierScreens} />
    </>
  );
}
