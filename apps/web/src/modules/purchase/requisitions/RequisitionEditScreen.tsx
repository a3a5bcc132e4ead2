import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { requisitionScreens } from './config.ts';

/** A purchase requisition (view / new / edit / SUBMIT): the generic document page of its declaration. */
export default function RequisitionEditScreen() {
  return <DocumentEditScreen config={requisitionScreens} />;
}
