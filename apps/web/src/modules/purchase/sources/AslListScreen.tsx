import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { aslScreens } from './config.ts';

/** The list of the ASL applications: the generic document list of its declaration. */
export default function AslListScreen() {
  return <DocumentListScreen config={aslScreens} />;
}
