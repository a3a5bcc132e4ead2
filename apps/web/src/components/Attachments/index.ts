/**
 * Attachments — upload, list, download, batch download, preview and delete of one business
 * document's attachments (spec §2–§8), and the attachment list popover for table cells.
 *
 * `<Attachments>` props (`AttachmentsProps`):
 * - `ids` (comma-separated id string, controlled) / `defaultIds`, and `onChange(ids)` after every upload
 *   or delete — save the new string with the document
 * - `path`, `functionId`, `businessId`, `fileDesc` — upload form fields
 * - `readOnly` — no upload and no delete
 * - `maxSize` — default 51200 (KB = 50 MB); a file is refused before sending when size > maxSize × 1024
 * - `largeFile` — resumable tus upload to largeFileServer and downloads from there
 * - `checkPermission` — default true: upload / download+preview / delete buttons need the menu's
 *   btnUploadAttachment / btnDownloadAttachment / btnDelAttachment; false shows them all
 * - `accept`, `multiple` (default true), `title`, `onUploaded(attachments)`
 *
 * `<AttachmentPopover ids checkPermission largeFile>`: a link "N attachments" opening the list.
 *
 * Test ids: `attachments`, `attachment-upload` (wraps the file input), `attachment-progress`
 * (`attachment-progress-item` per file), `attachment-row-<id>`, `attachment-preview-<id>`,
 * `attachment-download-<id>`, `attachment-delete-<id>`, `attachment-delete-confirm` (the OK button of the
 * delete confirmation), `attachment-batch-download`, `attachment-ids` (text and `data-ids` = the id
 * string); popover: `attachment-popover-link`, `attachment-popover`, `attachment-popover-row-<id>`,
 * `attachment-popover-none`.
 */
export { AttachmentPopover, type AttachmentPopoverProps } from './AttachmentPopover.tsx';
export { ATTACHMENT_RESOURCES, Attachments, type AttachmentsProps } from './Attachments.tsx';
export {
  type Attachment,
  deleteAttachments,
  FILE_API,
  listAttachments,
  UploadError,
  type UploadFields,
  uploadFiles,
  uploadLargeFile,
} from './api.ts';
export {
  ATTACHMENT_TABLE_MAX_HEIGHT,
  appendIds,
  DEFAULT_ATTACHMENT_MAX_SIZE,
  exceedsMaxSize,
  formatFileSize,
  IMAGE_SUFFIXES,
  isImage,
  isPreviewable,
  PREVIEW_SUFFIXES,
  removeIds,
  splitIds,
  suffixOf,
} from './rules.ts';
export { type PreviewOptions, useAttachmentPreview } from './useAttachmentPreview.tsx';
