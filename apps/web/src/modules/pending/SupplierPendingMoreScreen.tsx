import { PendingMoreScreen } from './PendingMoreScreen.tsx';

/** pending/supplierPendingMore: a supplier's to-dos; for internal users, those they may see, with the supplier to-do button. */
export default function SupplierPendingMoreScreen() {
  return <PendingMoreScreen variant="supplier" />;
}
