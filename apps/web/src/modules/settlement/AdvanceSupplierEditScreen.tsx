import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierAdvanceScreens } from './payingConfig.ts';

/** An advance paid to the supplier, read only. */
export default function AdvanceSupplierEditScreen() {
  return <DocumentEditScreen config={supplierAdvanceScreens} />;
}
