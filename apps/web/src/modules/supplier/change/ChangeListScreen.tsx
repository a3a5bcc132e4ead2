import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { changeScreens } from './config.ts';

/** Suppliers → Change requests (changeInfo): the buyers' list; a supplier user sees its own requests. */
export default function ChangeListScreen() {
  return <DocumentListScreen config={changeScreens} />;
}
