import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { paymentScreens } from './payingConfig.ts';

/** A payment application: its invoices and what is paid of each, the write-off, the approval and the payment. */
export default function PaymentApplyEditScreen() {
  return <DocumentEditScreen config={paymentScreens} />;
}
