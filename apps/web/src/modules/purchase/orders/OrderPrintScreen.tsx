import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { orderScreens, printConfig } from './config.tsx';

const config = printConfig(orderScreens);

/** Printing purchase orders (?ids=1,2): the generic print sheet with the Code128 barcode of each number. */
export default function OrderPrintScreen() {
  return <PrintScreen config={config} />;
}
