import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { requisitionScreens } from './config.ts';

/** Purchasing → Requisitions: the generic document list of the requisition declaration. */
export default function RequisitionListScreen() {
  return <DocumentListScreen config={requisitionScreens} />;
}
