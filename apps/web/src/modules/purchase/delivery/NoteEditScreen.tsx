import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { supplierNoteScreens } from './config.ts';

/** A delivery note of the supplier (view / new / edit, ship, cancel): the generic document page. */
export default function NoteEditScreen() {
  return <DocumentEditScreen config={supplierNoteScreens} />;
}
