/** Endpoint paths and row types of notices, notifications and public documents (docs/api.md, srmServer). */
const SRM = '/api/srmServer/v1';

export const API = {
  summary: `${SRM}/srmBaseNoticeRestful/listSummaryByPage`,
  notice: `${SRM}/srmBaseNoticeRestful/findById`,
  notices: `${SRM}/srmBaseNoticeRestful/listByPage`,
  saveNotice: `${SRM}/srmBaseNoticeRestful/saveOrUpdate`,
  publish: `${SRM}/srmBaseNoticeRestful/doPublish`,
  revoke: `${SRM}/srmBaseNoticeRestful/doRevoke`,
  deleteNotice: `${SRM}/srmBaseNoticeRestful/delete`,
  notifications: `${SRM}/srmBaseNotificationRestful/listByPage`,
  notification: `${SRM}/srmBaseNotificationRestful/findById`,
  read: `${SRM}/srmBaseNotificationRestful/doRead`,
  commonFiles: `${SRM}/srmBaseCommonFileRestful/listByPage`,
  saveCommonFile: `${SRM}/srmBaseCommonFileRestful/saveOrUpdate`,
  deleteCommonFile: `${SRM}/srmBaseCommonFileRestful/delete`,
  indexCommonFiles: `${SRM}/srmBaseCommonFileRestful/indexCommonFileList`,
  suppliersForSelect: '/api/baseServer/v1/baseSupplierRestful/listForSelect',
  groupsForSelect: '/api/baseServer/v1/baseSupplierGroupRestful/listForSelect',
  orgsForSelect: '/api/baseServer/v1/baseOrganizationRestful/listForSelect',
  usersForSelect: '/api/baseServer/v1/baseUsersRestful/listForSelect',
  saveReply: `${SRM}/srmBaseNoticeRestful/saveReply`,
  replies: `${SRM}/srmBaseNoticeRestful/listReplies`,
  viewers: `${SRM}/srmBaseNoticeRestful/listViewers`,
  acknowledge: `${SRM}/srmBaseNoticeRestful/doAcknowledge`,
  acknowledgements: `${SRM}/srmBaseNoticeRestful/listAcknowledgements`,
  batches: `${SRM}/srmBaseNotificationBatchRestful/listByPage`,
  batch: `${SRM}/srmBaseNotificationBatchRestful/findById`,
  saveBatch: `${SRM}/srmBaseNotificationBatchRestful/saveOrUpdate`,
  publishBatch: `${SRM}/srmBaseNotificationBatchRestful/doPublish`,
  revokeBatch: `${SRM}/srmBaseNotificationBatchRestful/doRevoke`,
  deleteBatch: `${SRM}/srmBaseNotificationBatchRestful/delete`,
  recipients: `${SRM}/srmBaseNotificationBatchRestful/listRecipients`,
} as const;

export const NOTICE_TYPE_LOOKUP = 'BASE_NOTICE_TYPE';
export const COMMON_FILE_TYPE_LOOKUP = 'BASE_COMMON_FILE_TYPE';
export const AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER', 'CHOSEN'] as const;
export type Audience = (typeof AUDIENCES)[number];
/** Public documents keep the three broad audiences. */
export const COMMON_FILE_AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER'] as const;
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'REVOKED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export type NoticeSummary = {
  noticeId: number;
  noticeNumber: string;
  noticeTitle: string;
  noticeType: string;
  creationDate: string | null;
  viewCount: number;
  selfCount: number;
  topFlag: 'Y' | 'N';
  hasFiles: boolean;
};

export type FileRef = { id: number; originalFileName: string; fileSize: number };

/** TEXT: plain text with line breaks (older notices); HTML: rich text, sanitised by the server on save. */
export type ContentFormat = 'TEXT' | 'HTML';

/** Chosen receivers beyond the audience (organisations, suppliers, supplier groups; users for notifications). */
export type Receivers = { orgIds: number[]; supplierIds: number[]; groupIds: number[]; userIds?: number[] };

export type Notice = Receivers & {
  noticeId: number;
  noticeNumber: string;
  noticeTitle: string;
  noticeType: string;
  content: string;
  contentFormat: ContentFormat;
  ackFlag: 'Y' | 'N';
  /** The caller's supplier still has to acknowledge it ("I have read it"). */
  ackPending?: boolean;
  /** For its managers: addressed suppliers asked to acknowledge it, and how many did. */
  ackTotal?: number;
  ackCount?: number;
  /** The caller manages notices (management tabs). */
  manager?: boolean;
  audience: Audience;
  orgId: number | null;
  status: NoticeStatus;
  publishDate: string | null;
  expireDate: string | null;
  topFlag: 'Y' | 'N';
  fileIds: string | null;
  viewCount: number;
  selfCount: number;
  files: FileRef[];
  creationDate: string;
  version: number;
};

export type NoticeRow = Omit<Notice, 'content' | 'orgIds' | 'supplierIds' | 'groupIds' | 'files' | 'selfCount'> & {
  createdByName: string | null;
  supplierCount: number;
  receiverCount: number;
  replyCount: number;
};

export type ReplyRow = {
  replyId: number;
  content: string;
  creationDate: string;
  userName: string | null;
  userFullName: string | null;
  supplierName: string | null;
};

export type ViewerRow = {
  userId: number;
  userName: string | null;
  userFullName: string | null;
  supplierName: string | null;
  readCount: number;
  firstReadDate: string;
  lastReadDate: string;
};

/** A hand-written notification (notificationManagement). */
export type NotificationBatch = Receivers & {
  batchId: number;
  notificationTitle: string;
  content: string;
  billType: 'LINK' | null;
  billLink: string | null;
  fileIds: string | null;
  audience: Audience;
  status: NoticeStatus;
  publishDate: string | null;
  recipientCount: number;
  readCount: number;
  createdByName?: string | null;
  creationDate: string;
  version: number;
  files?: FileRef[];
};

export type RecipientRow = {
  notificationId: number;
  userName: string | null;
  userFullName: string | null;
  supplierName: string | null;
  selfCount: number;
  readDate: string | null;
};

export type NotificationRow = {
  notificationId: number;
  notificationTitle: string;
  creationDate: string;
  selfCount: number;
  readDate: string | null;
  billType: string | null;
  /** The bill type's name in the caller's language (SYS_TOBEDO). */
  billTypeName?: string | null;
  billLink: string | null;
  billId: number | null;
  billParams: Record<string, unknown> | null;
  menuCode: string | null;
  content?: string | null;
  contentFormat?: ContentFormat;
  fileIds?: string | null;
  files?: FileRef[];
};

export type CommonFile = {
  commonFileId: number;
  fileTitle: string;
  fileType: string;
  description: string | null;
  audience: Audience;
  fileIds: string | null;
  enabledFlag: 'Y' | 'N';
  orderNo: number;
  version: number;
  files?: FileRef[];
};

/** The address of a screen opened without a menu (spec §2 routes under /main). */
export const screenPath = (htmlUrl: string, query: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();
  return `/main/${htmlUrl}${q ? `?${q}` : ''}`;
};
