import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { supplierStatementScreens } from './config.tsx';

/** A statement sent to the supplier: its lines, agree or dispute. */
export default function StatementSupplierEditScreen() {
  return <DocumentEditScreen config={supplierStatementScreens} />;
}
