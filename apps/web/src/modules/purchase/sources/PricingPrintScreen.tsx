import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { pricingScreens } from './config.ts';

/** Printing pricing documents (?ids=1,2): the generic print screen of its declaration. */
export default function PricingPrintScreen() {
  return <PrintScreen config={pricingScreens} />;
}
