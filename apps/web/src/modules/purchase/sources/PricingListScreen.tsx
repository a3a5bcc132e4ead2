import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { pricingScreens } from './config.ts';

/** The list of the pricing documents: the generic document list of its declaration. */
export default function PricingListScreen() {
  return <DocumentListScreen config={pricingScreens} />;
}
