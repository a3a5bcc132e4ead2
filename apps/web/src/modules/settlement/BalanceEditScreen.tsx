import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { balanceScreens } from './balanceConfig.ts';

/** A statement of account: its terms, the figures the server computed, the supplier's answer. */
export default function BalanceEditScreen() {
  return <DocumentEditScreen config={balanceScreens} />;
}
