import { supplierStatementScreens } from './config.tsx';
import { StatementTabs } from './StatementTabs.tsx';

/** Supplier portal → My statements: statements sent to the supplier, and its receipt lines. */
export default function StatementSupplierListScreen() {
  return <StatementTabs config={supplierStatementScreens} supplierSide />;
}
