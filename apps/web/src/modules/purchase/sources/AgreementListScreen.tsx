import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { agreementScreens } from './config.ts';

/** The list of the purchase agreements: the generic document list of its declaration. */
export default function AgreementListScreen() {
  return <DocumentListScreen config={agreementScreens} />;
}
