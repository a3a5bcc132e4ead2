import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { aslScreens } from './config.ts';

/** Printing ASL applications (?ids=1,2): the generic print screen of its declaration. */
export default function AslPrintScreen() {
  return <PrintScreen config={aslScreens} />;
}
