import { NoticeView } from './NoticeDescScreen.tsx';

/** A notice opened from its acknowledgement to-do (htmlUrl 'noticePendingDesc?id='): "I have read it" handles it. */
export default function NoticePendingDescScreen() {
  return <NoticeView mode="pending" />;
}
