import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { orderSupplierScreens, printConfig } from './config.tsx';

const config = printConfig(orderSupplierScreens);

/** The supplier printing its orders: the same sheet as the buyer's, with the barcode. */
export default function OrderSupplierPrintScreen() {
  return <PrintScreen config={config} />;
}
