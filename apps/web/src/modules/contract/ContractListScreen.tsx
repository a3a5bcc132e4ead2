import { useLang } from '../../app/i18n/index.ts';
import { ListWithCreateFrom } from '../../components/Document/ListWithCreateFrom.tsx';
import { buyerContractScreens } from './config.tsx';
import { FromSourceDialog } from './FromSourceDialog.tsx';
import { contractTexts } from './texts.ts';

/** Contracts → Contract list (the buyer's), with "Create from source" beside the generic buttons. */
export default function ContractListScreen() {
  return (
    <ListWithCreateFrom
      config={buyerContractScreens}
      label={contractTexts[useLang()].fromSource}
      testId="contract-from-source"
      dialog={(close, created) => <FromSourceDialog onClose={close} onCreated={created} />}
    />
  );
}
