import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where attachment bytes live (ARCHITECTURE §1). Uploads are first received into a local temporary
 * file (checks need random access: archive directory, content sniffing), then handed to the store,
 * which gives back the key kept in `base_attachment.storage_path`. The local-disk implementation
 * below is the default; an S3-compatible store would upload the temp file in `putFromTemp` and
 * download to a temp copy in `localCopy`.
 */
export interface FileStore {
  /** Identifies the store in `base_attachment.store_code`. */
  readonly code: string;
  /** A fresh path for receiving an upload; the caller removes it (`discardTemp`) if it is not put. */
  tempPath(): string;
  /** Moves a received, checked temp file into the store under a new key and returns the key. */
  putFromTemp(tempFile: string): Promise<string>;
  /** Streams stored bytes, optionally one range. */
  read(key: string, range?: ByteRange): Readable;
  /** The size of a stored file, or null when it is missing. */
  size(key: string): Promise<number | null>;
  /** A local path to read the bytes from (the file itself for local disk). */
  localCopy(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  discardTemp(tempFile: string): Promise<void>;
}

/**
 * Files on local disk under `root` (DATA_DIR/files): stored files at `yyyy/mm/<uuid>`, uploads in
 * progress in `.tmp/`. Names come from UUIDs only, so no uploaded name ever reaches a path.
 */
export class LocalFileStore implements FileStore {
  readonly code = 'local';
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  tempPath(): string {
    return path.join(this.tmpDir, `${crypto.randomUUID()}.part`);
  }

  async putFromTemp(tempFile: string): Promise<string> {
    const now = new Date();
    const key = [
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      crypto.randomUUID(),
    ].join('/');
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(tempFile, target);
    } catch (error) {
      // A temp file on another device (tus directory mounted elsewhere): copy, then remove.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fsp.copyFile(tempFile, target);
      await fsp.rm(tempFile, { force: true });
    }
    return key;
  }

  read(key: string, range?: ByteRange): Readable {
    return fs.createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fsp.stat(this.resolve(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async localCopy(key: string): Promise<string> {
    return this.resolve(key);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async discardTemp(tempFile: string): Promise<void> {
    await fsp.rm(tempFile, { force: true });
  }

  /** Keys are ours (`yyyy/mm/uuid`); refuse anything else rather than resolve it. */
  private resolve(key: string): string {
    if (!/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }
}
