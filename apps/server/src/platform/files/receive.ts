import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Received = { size: number; sha256: string };

/**
 * Streams `source` to a new file at `target`, counting bytes and computing the SHA-256 on the way:
 * nothing is held in memory beyond the stream buffers. On failure the partial file is removed.
 */
export async function streamToFile(source: NodeJS.ReadableStream, target: string): Promise<Received> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** SHA-256 of a file on disk, streamed. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
