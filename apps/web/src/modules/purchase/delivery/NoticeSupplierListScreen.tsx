import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { supplierNoticeScreens } from './config.ts';

/** The supplier's delivery notices (SUP_DELIVERY_NOTICE): a notice opens on the answering page. */
export default function NoticeSupplierListScreen() {
  return <DocumentListScreen config={supplierNoticeScreens} />;
}
