import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierPaymentScreens } from './payingConfig.ts';

/** A payment notice: the invoices paid, the advance written off, the date and the bank reference. */
export default function PaymentSupplierEditScreen() {
  return <DocumentEditScreen config={supplierPaymentScreens} />;
}
