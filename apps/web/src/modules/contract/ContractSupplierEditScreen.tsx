import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierContractScreens } from './config.tsx';

/** A contract sent to the supplier: confirm, or refuse with a comment; sign as party B once party A signed. */
export default function ContractSupplierEditScreen() {
  return <DocumentEditScreen config={supplierContractScreens} />;
}
