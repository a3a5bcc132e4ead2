import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { editPath } from '../../../components/Document/config.ts';
import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { orderScreens } from './config.tsx';
import { FromRequisitionDialog } from './FromRequisitionDialog.tsx';
import { orderTexts } from './texts.ts';

/** Purchasing → Purchase orders (the buyer's list), with "Create from requisition" beside the generic buttons. */
export default function OrderListScreen() {
  const lang = useLang();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const canAdd = useMenuResources().has('btnAdd');
  return (
    <>
      {canAdd && (
        <div style={{ marginBottom: 8 }}>
          <Button onClick={() => setPicking(true)} data-testid="order-from-requisition">
            {orderTexts[lang].fromRequisition}
          </Button>
        </div>
      )}
      <DocumentListScreen config={orderScreens} />
      {picking && (
        <FromRequisitionDialog
          onClose={() => setPicking(false)}
          onCreated={(doc) => {
            setPicking(false);
            void navigate(editPath(orderScreens, { id: doc.orderId, mode: 'edit' }));
          }}
        />
      )}
    </>
  );
}
