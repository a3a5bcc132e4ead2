import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { buyerNoticeScreens } from './config.ts';

/** A delivery notice of the buyer (new / edit, publish, close): the generic document page. */
export default function NoticeEditScreen() {
  return <DocumentEditScreen config={buyerNoticeScreens} />;
}
