import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
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

/** yauzl's message when an entry inflates past the size its directory declares (fewer bytes: unreadable). */
const SIZE_LIE = /too many bytes/i;

/**
 * Checks a zip (and office files, which are zips) before it is stored (ARCHITECTURE §10), with yauzl:
 * 1. the central directory: too many entries, or declared sizes that mark a bomb, are refused at once;
 * 2. then every entry is inflated as a stream and its bytes counted, because declared sizes can lie
 *    (a 1.5 GiB bomb declaring 1 000 bytes). An entry that inflates past its declared size stops there
 *    (yauzl checks each entry against its declaration) and the archive is a bomb; the running total is
 *    capped as well. Nothing is written anywhere: the bytes are only counted.
 * Entries that cannot be inflated here (encrypted, or a compression method other than stored/deflate)
 * count by their declared size. Throws 415 for an unreadable archive, 413 for a bomb.
 */
export async function checkZipArchive(file: string, name: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new AppError(415, 'file.archiveUnreadable', { name });
  }
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
      throw new AppError(413, 'file.archiveTooManyEntries', {
        name,
        count: zip.entryCount,
        max: ARCHIVE_LIMITS.maxEntries,
      });
    }
    // The most an archive of this size may expand to before it is called a bomb.
    const cap = Math.max(ARCHIVE_LIMITS.maxTotalBytes, ARCHIVE_LIMITS.maxRatio * zip.fileSize);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        declared += entry.uncompressedSize;
        if (entries.length > ARCHIVE_LIMITS.maxEntries) break;
      }
    } catch {
      throw new AppError(415, 'file.archiveUnreadable', { name });
    }
    if (entries.length > ARCHIVE_LIMITS.maxEntries) {
      throw new AppError(413, 'file.archiveTooManyEntries', {
        name,
        count: entries.length,
        max: ARCHIVE_LIMITS.maxEntries,
      });
    }
    if (declared > cap) throw new AppError(413, 'file.archiveBomb', { name });

    let inflated = 0;
    for (const entry of entries) {
      const directory = /\/$/.test(entry.fileName.toString());
      if (directory && entry.uncompressedSize === 0 && entry.compressedSize === 0) continue;
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
        inflated += entry.uncompressedSize;
      } else {
        inflated += await countEntryBytes(zip, entry, cap - inflated, name);
      }
      if (inflated > cap) throw new AppError(413, 'file.archiveBomb', { name });
    }
  } finally {
    zip.close();
  }
}

/** Inflates one entry, counting its bytes; stops and throws 413 past `room` bytes or past its declared size. */
async function countEntryBytes(zip: yauzl.ZipFile, entry: yauzl.Entry, room: number, name: string): Promise<number> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new AppError(415, 'file.archiveUnreadable', { name });
  }
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > room) {
        stream.destroy();
        throw new AppError(413, 'file.archiveBomb', { name });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (SIZE_LIE.test(String((error as Error).message))) throw new AppError(413, 'file.archiveBomb', { name });
    throw new AppError(415, 'file.archiveUnreadable', { name });
  }
  return bytes;
}
