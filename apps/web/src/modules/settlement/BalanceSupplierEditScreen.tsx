import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierBalanceScreens } from './balanceConfig.ts';

/** A statement of account sent to the supplier: agree, or dispute with a reason. */
export default function BalanceSupplierEditScreen() {
  return <DocumentEditScreen config={supplierBalanceScreens} />;
}
