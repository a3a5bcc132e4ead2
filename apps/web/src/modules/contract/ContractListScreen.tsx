import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { editPath } from '../../components/Document/config.ts';
import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { buyerContractScreens } from './config.tsx';
import { FromSourceDialog } from './FromSourceDialog.tsx';
import { contractTexts } from './texts.ts';

/** Contracts → Contract list (the buyer's), with "Create from source" beside the generic buttons. */
export default function ContractListScreen() {
  const lang = useLang();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const canAdd = useMenuResources().has('btnAdd');
  return (
    <>
      {canAdd && (
        <div style={{ marginBottom: 8 }}>
          <Button onClick={() => setPicking(true)} data-testid="contract-from-source">
            {contractTexts[lang].fromSource}
          </Button>
        </div>
      )}
      <DocumentListScreen config={buyerContractScreens} />
      {picking && (
        <FromSourceDialog
          onClose={() => setPicking(false)}
          onCreated={(contractId) => {
            setPicking(false);
            void navigate(editPath(buyerContractScreens, { id: contractId, mode: 'edit' }));
          }}
        />
      )}
    </>
  );
}
