import { resource, resourceUnlessProfileOff } from '../access/rules.ts';

/**
 * The rules of the attachment calls (spec §6, ARCHITECTURE §5): each needs its button resource
 * unless the profile ATTACHMENT_PERMISSION_CHECK_FLAG is 'N', then any signed-in user may call it.
 * The data boundary (a supplier sees only its own attachments) applies either way.
 */
export const ATTACHMENT_RULES = {
  upload: resourceUnlessProfileOff('btnUploadAttachment', 'ATTACHMENT_PERMISSION_CHECK_FLAG'),
  download: resourceUnlessProfileOff('btnDownloadAttachment', 'ATTACHMENT_PERMISSION_CHECK_FLAG'),
  delete: resourceUnlessProfileOff('btnDelAttachment', 'ATTACHMENT_PERMISSION_CHECK_FLAG'),
} as const;

/** Spec §6, system code DRAW: drawing files are downloaded and previewed through their own calls. */
export const DRAWING_DOWNLOAD_RULE = resource('btnDownloadDrawing');
