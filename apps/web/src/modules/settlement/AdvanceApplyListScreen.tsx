import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { advanceScreens } from './payingConfig.ts';

/** Settlement → Advance payments: applied against approved orders, approved, paid by finance. */
export default function AdvanceApplyListScreen() {
  return <DocumentListScreen config={advanceScreens} />;
}
