import { i18n } from '../app/i18n/index.ts';

/** Chunk load timeout of spec §9: a lazy chunk that has not arrived after 120 s is a failure. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Whether an error is a lazy chunk (script or style) that failed to load, as browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
      error.message,
    )
  );
}

/** Runs a chunk loader, failing with a ChunkLoadError after the spec's timeout. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(i18n.t('screen.loadTimeout'))), timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && !isChunkLoadError(error) ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}
