import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierPaymentScreens } from './payingConfig.ts';

/** Supplier portal → Payment notices: what the buyer paid, with the invoices paid. */
export default function PaymentSupplierListScreen() {
  return <DocumentListScreen config={supplierPaymentScreens} />;
}
