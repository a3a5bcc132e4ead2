import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { dedupeNames } from './names.ts';

export type ZipEntry = { name: string; open: () => Readable; date?: Date };

/**
 * A zip of the entries, produced as a stream (archiver): entries are read one after another while
 * the answer is sent, never gathered in memory. Equal names are made unique (`a.pdf`, `a (1).pdf`).
 */
export function zipStream(entries: ZipEntry[], log: FastifyBaseLogger): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (error) => log.warn({ err: error }, 'zip warning'));
  archive.on('error', (error) => log.error({ err: error }, 'zip failed'));
  const names = dedupeNames(entries.map((e) => e.name));
  entries.forEach((entry, i) => {
    // Opened only when archiver reaches the entry, so a zip of many files holds one file open at a time.
    const lazy = Readable.from(
      (async function* () {
        yield* entry.open();
      })(),
      { objectMode: false },
    );
    archive.append(lazy, { name: names[i], date: entry.date });
  });
  archive.finalize().catch((error: unknown) => log.error({ err: error }, 'zip finalize failed'));
  return archive;
}
