import { Empty } from 'antd';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { PdfViewer } from '../../../components/PdfViewer/index.ts';
import { templateTexts } from './texts.ts';

/**
 * pdfView (spec §2, contracts): a PDF of the attachments store shown in the browser — `?fileId=` (and
 * `fileName=`) — through the platform's PdfViewer over the file service's pdfView call, which keeps the file's
 * own read rule (a supplier sees only its own and what is shared with it).
 */
export default function PdfViewScreen() {
  const screen = useScreen();
  const x = templateTexts[useLang()];
  const fileId = screen?.query.fileId;
  if (!fileId) return <Empty description={x.pdfViewNoFile} data-testid="pdf-view-empty" />;
  return (
    <div data-testid="screen-pdfView">
      <PdfViewer open onClose={() => window.history.back()} fileId={fileId} fileName={screen?.query.fileName} />
    </div>
  );
}
