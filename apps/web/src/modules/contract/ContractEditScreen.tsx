import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { buyerContractScreens } from './config.tsx';

/** A contract of the buyer (new / edit / view): submit, send, sign, alter, generate orders, terminate. */
export default function ContractEditScreen() {
  return <DocumentEditScreen config={buyerContractScreens} />;
}
