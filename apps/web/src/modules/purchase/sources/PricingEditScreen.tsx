import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { pricingScreens } from './config.ts';

/** One pricing document (view / new / edit / approve): the generic document page of its declaration. */
export default function PricingEditScreen() {
  return <DocumentEditScreen config={pricingScreens} />;
}
