import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { orderScreens } from './config.tsx';

/** A purchase order on the buyer's side (view / new / edit): the generic document page of its declaration. */
export default function OrderEditScreen() {
  return <DocumentEditScreen config={orderScreens} />;
}
