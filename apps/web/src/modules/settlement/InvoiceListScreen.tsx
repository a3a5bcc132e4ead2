import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { financeInvoiceScreens } from './config.tsx';

/** Settlement → Invoices: what suppliers submitted, for finance to confirm or return. */
export default function InvoiceListScreen() {
  return <DocumentListScreen config={financeInvoiceScreens} />;
}
