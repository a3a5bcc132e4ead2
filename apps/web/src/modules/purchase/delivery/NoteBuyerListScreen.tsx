import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { buyerNoteScreens } from './config.ts';

/** The buyer's delivery notes (PUR_DELIVERY): a note opens on the receiving page. */
export default function NoteBuyerListScreen() {
  return <DocumentListScreen config={buyerNoteScreens} />;
}
