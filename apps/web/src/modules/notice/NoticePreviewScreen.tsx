import { NoticeView } from './NoticeDescScreen.tsx';

/** A manager's preview of a notice (htmlUrl 'noticePreview?id='), drafts included; not counted as read. */
export default function NoticePreviewScreen() {
  return <NoticeView mode="preview" />;
}
