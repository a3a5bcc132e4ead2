import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { orderSupplierScreens } from './config.tsx';

/** Supplier portal → My purchase orders: the orders published to the supplier (the server shows no others). */
export default function OrderSupplierListScreen() {
  return <DocumentListScreen config={orderSupplierScreens} />;
}
