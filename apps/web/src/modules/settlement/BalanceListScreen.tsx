import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { balanceScreens } from './balanceConfig.ts';

/** Settlement → Statements of account: the balance owed to each supplier over a period, sent for its answer. */
export default function BalanceListScreen() {
  return <DocumentListScreen config={balanceScreens} />;
}
