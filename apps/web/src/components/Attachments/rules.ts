/**
 * The attachment rules of spec §5 and constants of §9, shared by the upload, the list and the popover.
 */

/**
 * Default attachment max size in KB (spec §9: the check multiplies it by 1024): 51 200 KB = 50 MB, as the
 * server's profile ATTACHMENT_MAX_SIZE, which decides.
 */
export const DEFAULT_ATTACHMENT_MAX_SIZE = 51200;

/** Attachment table max height (spec §9). */
export const ATTACHMENT_TABLE_MAX_HEIGHT = 240;

/** Error toast of an upload answered with a status other than S (spec §8): 2.5 seconds. */
export const SERVER_ERROR_SECONDS = 2.5;
/** Error toast of an upload transport failure (spec §8): 4 seconds. */
export const TRANSPORT_ERROR_SECONDS = 4;

/** Suffixes that may be previewed online (spec §5). */
export const PREVIEW_SUFFIXES = [
  'gif',
  'jpg',
  'jpeg',
  'png',
  'bmp',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
] as const;

/** Image suffixes: previewed in the image viewer, and the only ones the image picker accepts (spec §5). */
export const IMAGE_SUFFIXES = ['gif', 'jpg', 'jpeg', 'png', 'bmp'] as const;

/** The suffix of a file name, lower case, without the dot ('' when none). */
export function suffixOf(name: string | null | undefined): string {
  if (!name) return '';
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

function normalise(suffixOrName: string): string {
  const value = suffixOrName.trim().toLowerCase();
  return value.includes('.') ? suffixOf(value) : value;
}

/** Whether a suffix (or a file name) may be previewed online. */
export function isPreviewable(suffixOrName: string | null | undefined): boolean {
  return !!suffixOrName && (PREVIEW_SUFFIXES as readonly string[]).includes(normalise(suffixOrName));
}

/** Whether a suffix (or a file name) is an image of spec §5. */
export function isImage(suffixOrName: string | null | undefined): boolean {
  return !!suffixOrName && (IMAGE_SUFFIXES as readonly string[]).includes(normalise(suffixOrName));
}

/** Spec §5: a file is too large when its size exceeds maxSize × 1024. */
export function exceedsMaxSize(fileSize: number, maxSize: number = DEFAULT_ATTACHMENT_MAX_SIZE): boolean {
  return fileSize > maxSize * 1024;
}

/** The ids of a comma-separated id string (spec §3), trimmed, empty parts dropped. */
export function splitIds(ids: string | null | undefined): string[] {
  if (!ids) return [];
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The id string with `added` appended (no duplicates). */
export function appendIds(ids: string | null | undefined, added: (string | number)[]): string {
  const list = splitIds(ids);
  for (const id of added.map(String)) if (!list.includes(id)) list.push(id);
  return list.join(',');
}

/** The id string without `removed`. */
export function removeIds(ids: string | null | undefined, removed: (string | number)[]): string {
  const gone = new Set(removed.map(String));
  return splitIds(ids)
    .filter((id) => !gone.has(id))
    .join(',');
}

/** 1 536 → "1.5 KB". */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}
