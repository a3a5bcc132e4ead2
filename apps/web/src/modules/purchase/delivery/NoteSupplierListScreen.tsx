import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { supplierNoteScreens } from './config.ts';

/** The supplier's delivery notes (SUP_DELIVERY): write against confirmed order lines, ship, print labels. */
export default function NoteSupplierListScreen() {
  return <DocumentListScreen config={supplierNoteScreens} />;
}
