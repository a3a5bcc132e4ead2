import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierContractScreens } from './config.tsx';

/** Supplier portal → My contracts: the contracts sent to the supplier, to confirm or refuse, then to sign. */
export default function ContractSupplierListScreen() {
  return <DocumentListScreen config={supplierContractScreens} />;
}
