import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { buyerNoticeScreens } from './config.ts';

/** The buyer's delivery notices (PUR_DELIVERY_NOTICE). */
export default function NoticeListScreen() {
  return <DocumentListScreen config={buyerNoticeScreens} />;
}
