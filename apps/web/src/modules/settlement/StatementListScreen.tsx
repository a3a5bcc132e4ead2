import { buyerStatementScreens } from './config.tsx';
import { StatementTabs } from './StatementTabs.tsx';

/** Settlement → Account statements: the buyer's statements and the lines to settle. */
export default function StatementListScreen() {
  return <StatementTabs config={buyerStatementScreens} supplierSide={false} />;
}
