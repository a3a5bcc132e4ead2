import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { agreementScreens } from './config.ts';

/** One purchase agreement (view / new / edit / approve): the generic document page of its declaration. */
export default function AgreementEditScreen() {
  return <DocumentEditScreen config={agreementScreens} />;
}
