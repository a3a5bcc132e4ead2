import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { supplierBalanceScreens } from './balanceConfig.ts';

/** Supplier portal → Statements of account sent to the supplier. */
export default function BalanceSupplierListScreen() {
  return <DocumentListScreen config={supplierBalanceScreens} />;
}
