import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { tenderScreenConfig } from './config.ts';

/** Sourcing → Tenders: the buyer's tenders (in the caller's data scope), opened each in its own tab. */
export default function TenderListScreen() {
  return <DocumentListScreen config={tenderScreenConfig} />;
}
