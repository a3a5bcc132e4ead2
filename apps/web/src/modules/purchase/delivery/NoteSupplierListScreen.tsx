import { supplierNoteScreens } from './config.ts';
import { NoteTabs } from './NoteTabs.tsx';

/**
 * The supplier's delivery notes (SUP_DELIVERY): write against confirmed order lines, ship, print labels;
 * and the returns of what the buyer rejected.
 */
export default function NoteSupplierListScreen() {
  return <NoteTabs config={supplierNoteScreens} supplierSide />;
}
