import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { buyerDeductionScreens } from './config.tsx';

/** A deduction of the buyer (new / edit / view, send, recall, void). */
export default function DeductionEditScreen() {
  return <DocumentEditScreen config={buyerDeductionScreens} />;
}
