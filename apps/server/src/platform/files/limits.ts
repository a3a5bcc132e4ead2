import type { DbOrTx } from '../db/types.ts';
import { PROFILE_DEFAULTS, profileNumber } from '../profiles/profiles.ts';

/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Form fields of an upload: at most this many, each at most this long. */
export const MAX_FORM_FIELDS = 20;
export const MAX_FIELD_BYTES = 4096;
/** Room for the multipart headers and boundaries of one part. */
const PART_OVERHEAD_BYTES = 2048;

/** Spec §5: the largest file accepted, the profile ATTACHMENT_MAX_SIZE × 1024 bytes. */
export async function maxUploadBytes(db: DbOrTx): Promise<number> {
  const value = await profileNumber(db, 'ATTACHMENT_MAX_SIZE');
  const kilobytes = Number.isFinite(value) && value > 0 ? value : Number(PROFILE_DEFAULTS.ATTACHMENT_MAX_SIZE);
  return kilobytes * 1024;
}

/**
 * The largest multipart body that can hold only files within the limit: a request whose declared
 * Content-Length is above it is refused before a byte of it is read.
 */
export function maxUploadRequestBytes(maxFileBytes: number): number {
  return (
    MAX_FILES_PER_UPLOAD * (maxFileBytes + PART_OVERHEAD_BYTES) +
    MAX_FORM_FIELDS * (MAX_FIELD_BYTES + PART_OVERHEAD_BYTES) +
    PART_OVERHEAD_BYTES
  );
}
