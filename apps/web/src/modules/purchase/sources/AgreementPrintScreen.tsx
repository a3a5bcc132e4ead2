import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { agreementScreens } from './config.ts';

/** Printing purchase agreements (?ids=1,2): the generic print screen of its declaration. */
export default function AgreementPrintScreen() {
  return <PrintScreen config={agreementScreens} />;
}
