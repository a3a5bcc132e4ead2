import { buyerNoteScreens } from './config.ts';
import { NoteTabs } from './NoteTabs.tsx';

/** The buyer's delivery notes (PUR_DELIVERY): a note opens on the receiving page; the returns beside them. */
export default function NoteBuyerListScreen() {
  return <NoteTabs config={buyerNoteScreens} supplierSide={false} />;
}
