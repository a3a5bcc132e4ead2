import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierAdvanceScreens } from './payingConfig.ts';

/** Supplier portal → Advance notices: the advances paid to the supplier. */
export default function AdvanceSupplierListScreen() {
  return <DocumentListScreen config={supplierAdvanceScreens} />;
}
