import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { requisitionScreens } from './config.ts';

/** Printing purchase requisitions (?ids=1,2): the generic print screen of the requisition declaration. */
export default function RequisitionPrintScreen() {
  return <PrintScreen config={requisitionScreens} />;
}
