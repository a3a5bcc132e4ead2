import fsp from 'node:fs/promises';
import yauzl from 'yauzl';
import { AppError } from '../http/errors.ts';

/** Limits for zip archives (and office files, which are zips), checked before anything opens them. */
export const ARCHIVE_LIMITS = {
  maxEntries: 10_000,
  /** An archive is a bomb when it expands to more than this many times its own size … */
  maxRatio: 100,
  /** … and to more than this many bytes in all. */
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** Does the file start like a zip (local file header, or the end record of an empty zip)? */
export async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead < 4 || head[0] !== 0x50 || head[1] !== 0x4b) return false;
    return (head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6) || (head[2] === 7 && head[3] === 8);
  } finally {
    await handle.close();
  }
}

/**
 * Reads only the central directory of a zip (yauzl, no entry is inflated) and refuses it when it has
 * too many entries or declares an expansion that marks a zip bomb (ARCHITECTURE §10).
 * Throws 415 for an unreadable directory, 413 for a bomb.
 */
export async function checkZipArchive(file: string, name: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true, decodeStrings: false });
  } catch {
    throw new AppError(415, 'file.archiveUnreadable', { name });
  }
  if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
    zip.close();
    throw new AppError(413, 'file.archiveTooManyEntries', {
      name,
      count: zip.entryCount,
      max: ARCHIVE_LIMITS.maxEntries,
    });
  }
  const compressed = zip.fileSize;
  let total = 0;
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      count++;
      total += entry.uncompressedSize;
      if (
        count > ARCHIVE_LIMITS.maxEntries ||
        (total > ARCHIVE_LIMITS.maxTotalBytes && total > ARCHIVE_LIMITS.maxRatio * compressed)
      ) {
        break;
      }
    }
  } catch {
    throw new AppError(415, 'file.archiveUnreadable', { name });
  } finally {
    if (zip.isOpen) zip.close();
  }
  if (count > ARCHIVE_LIMITS.maxEntries) {
    throw new AppError(413, 'file.archiveTooManyEntries', { name, count, max: ARCHIVE_LIMITS.maxEntries });
  }
  if (total > ARCHIVE_LIMITS.maxTotalBytes && total > ARCHIVE_LIMITS.maxRatio * compressed) {
    throw new AppError(413, 'file.archiveBomb', { name });
  }
}
