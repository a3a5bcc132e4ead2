import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { inquiryScreenConfig } from './config.ts';

/** Sourcing → Inquiries: the buyer's inquiries (in the caller's data scope), opened each in its own tab. */
export default function InquiryListScreen() {
  return <DocumentListScreen config={inquiryScreenConfig} />;
}
