import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { financeInvoiceScreens } from './config.tsx';

/** An invoice as finance reads it: the tax invoices, the match, confirm or return. */
export default function InvoiceEditScreen() {
  return <DocumentEditScreen config={financeInvoiceScreens} />;
}
