import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { requisitionScreens } from './config.ts';
import { RequisitionOrders } from './RequisitionOrders.tsx';

/** The requisition's page also lists the orders made from its lines (issue 15). */
const config: DocumentScreenConfig = {
  ...requisitionScreens,
  related: (doc) => <RequisitionOrders doc={doc} />,
};

/** A purchase requisition (view / new / edit / SUBMIT): the generic document page of its declaration. */
export default function RequisitionEditScreen() {
  return <DocumentEditScreen config={config} />;
}
