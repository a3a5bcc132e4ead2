import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { buyerDeductionScreens } from './config.tsx';

/** Settlement → Deductions: the charges made against suppliers, each sent for the supplier to accept. */
export default function DeductionListScreen() {
  return <DocumentListScreen config={buyerDeductionScreens} />;
}
