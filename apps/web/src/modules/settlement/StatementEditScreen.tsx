import { DocumentEditScreen } from '../../components/Document/DocumentEditScreen.tsx';
import { buyerStatementScreens } from './config.tsx';

/** A statement of the buyer (new / edit / view, send, recall, void) with its lines. */
export default function StatementEditScreen() {
  return <DocumentEditScreen config={buyerStatementScreens} />;
}
