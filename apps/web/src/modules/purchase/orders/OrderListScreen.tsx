import { useLang } from '../../../app/i18n/index.ts';
import { ListWithCreateFrom } from '../../../components/Document/ListWithCreateFrom.tsx';
import { orderScreens } from './config.tsx';
import { FromRequisitionDialog } from './FromRequisitionDialog.tsx';
import { orderTexts } from './texts.ts';

/** Purchasing → Purchase orders (the buyer's list), with "Create from requisition" beside the generic buttons. */
export default function OrderListScreen() {
  return (
    <ListWithCreateFrom
      config={orderScreens}
      label={orderTexts[useLang()].fromRequisition}
      testId="order-from-requisition"
      dialog={(close, created) => (
        <FromRequisitionDialog onClose={close} onCreated={(doc) => created(doc.orderId as number)} />
      )}
    />
  );
}
