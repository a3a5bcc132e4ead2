import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { paymentScreens } from './payingConfig.ts';

/** Settlement → Payment applications: confirmed invoices paid less an advance written off. */
export default function PaymentApplyListScreen() {
  return <DocumentListScreen config={paymentScreens} />;
}
