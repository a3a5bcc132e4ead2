import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { advanceScreens } from './payingConfig.ts';

/** An advance: its order and stage, the amount, the approval and the payment registered. */
export default function AdvanceApplyEditScreen() {
  return <DocumentEditScreen config={advanceScreens} />;
}
