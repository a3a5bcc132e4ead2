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
} as const;

export const NOTICE_TYPE_LOOKUP = 'BASE_NOTICE_TYPE';
export const COMMON_FILE_TYPE_LOOKUP = 'BASE_COMMON_FILE_TYPE';
export const AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER'] as const;
export type Audience = (typeof AUDIENCES)[number];
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

export type Notice = {
  noticeId: number;
  noticeNumber: string;
  noticeTitle: string;
  noticeType: string;
  content: string;
  audience: Audience;
  orgId: number | null;
  status: NoticeStatus;
  publishDate: string | null;
  expireDate: string | null;
  topFlag: 'Y' | 'N';
  fileIds: string | null;
  viewCount: number;
  selfCount: number;
  supplierIds: number[];
  files: FileRef[];
  creationDate: string;
  version: number;
};

export type NoticeRow = Omit<Notice, 'content' | 'supplierIds' | 'files' | 'selfCount'> & {
  createdByName: string | null;
  supplierCount: number;
};

export type NotificationRow = {
  notificationId: number;
  notificationTitle: string;
  creationDate: string;
  selfCount: number;
  readDate: string | null;
  billType: string | null;
  billLink: string | null;
  billId: number | null;
  billParams: Record<string, unknown> | null;
  menuCode: string | null;
  content?: string | null;
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
