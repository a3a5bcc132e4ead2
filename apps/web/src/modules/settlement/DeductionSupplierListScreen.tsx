import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierDeductionScreens } from './config.tsx';

/** Supplier portal → Deductions: charges sent to the supplier, to accept or appeal. */
export default function DeductionSupplierListScreen() {
  return <DocumentListScreen config={supplierDeductionScreens} />;
}
