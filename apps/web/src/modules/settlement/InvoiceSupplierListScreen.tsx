import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierInvoiceScreens } from './config.tsx';

/** Supplier portal → My invoices: the tax invoices registered per agreed statement. */
export default function InvoiceSupplierListScreen() {
  return <DocumentListScreen config={supplierInvoiceScreens} />;
}
