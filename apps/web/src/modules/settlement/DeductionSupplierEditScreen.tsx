import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierDeductionScreens } from './config.tsx';

/** A deduction sent to the supplier: accept, or appeal with a reason. */
export default function DeductionSupplierEditScreen() {
  return <DocumentEditScreen config={supplierDeductionScreens} />;
}
