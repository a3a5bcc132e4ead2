import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierInvoiceScreens } from './config.tsx';

/** An invoice of the supplier (new / edit / view, submit, void) with its match. */
export default function InvoiceSupplierEditScreen() {
  return <DocumentEditScreen config={supplierInvoiceScreens} />;
}
