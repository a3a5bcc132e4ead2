import { commonFileActionList } from './commonFiles.ts';
import { noticeReaderActionList } from './noticeReaders.ts';
import { noticeActionList } from './notices.ts';
import { notificationBatchActionList } from './notificationBatches.ts';
import { notificationActionList } from './notifications.ts';

/** What other modules may use of the notice module: notify() inside their own transaction. */
export { type NotifyInput, notify } from './notifications.ts';
export { seedNoticeDemo } from './seed.ts';
// Notices a higher module publishes inside its own action (issue 17: a public inquiry's INQUIRY_ANN).
export { publishSystemNotice, revokeSystemNotice, type SystemNotice } from './systemNotices.ts';

/** Every restful action of notices, notifications and public documents. */
export const noticeActions = [
  ...noticeActionList,
  ...noticeReaderActionList,
  ...notificationActionList,
  ...notificationBatchActionList,
  ...commonFileActionList,
];
