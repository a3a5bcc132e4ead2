import yauzl from 'yauzl';

export type ZipLimits = {
  /** Most entries a workbook may hold (a real one has a few dozen). */
  maxEntries: number;
  /** Most bytes all entries may expand to together. */
  maxExpandedBytes: number;
  /** Most an entry may expand relative to its compressed size (a zip bomb expands a thousandfold). */
  maxRatio: number;
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxExpandedBytes: 1024 * 1024 * 1024,
  maxRatio: 200,
};

export type ZipVerdict = { ok: true } | { ok: false; reason: 'notZip' | 'notXlsx' | 'unsafe'; detail: string };

/**
 * Reads the central directory of a zip file (never its contents) and judges it before anything
 * unpacks it (ARCHITECTURE §10): a zip at all, the parts every xlsx has, and no zip-bomb signs —
 * too many entries, too many bytes when expanded, or an entry that expands too much.
 */
export function checkXlsxZip(file: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipVerdict> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve({ ok: false, reason: 'notZip', detail: String(error?.message ?? error) });
      if (zip.entryCount > limits.maxEntries) {
        zip.close();
        return resolve({ ok: false, reason: 'unsafe', detail: `${zip.entryCount} entries` });
      }
      const names = new Set<string>();
      let expanded = 0;
      let settled = false;
      const finish = (verdict: ZipVerdict) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(verdict);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName.replace(/^\/+/, ''));
        expanded += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio) {
          return finish({ ok: false, reason: 'unsafe', detail: `${entry.fileName} expands ${Math.round(ratio)}×` });
        }
        if (expanded > limits.maxExpandedBytes) {
          return finish({
            ok: false,
            reason: 'unsafe',
            detail: `expands to more than ${limits.maxExpandedBytes} bytes`,
          });
        }
        if (entry.isEncrypted()) return finish({ ok: false, reason: 'notXlsx', detail: 'encrypted entry' });
        zip.readEntry();
      });
      zip.on('end', () => {
        if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
          return finish({ ok: false, reason: 'notXlsx', detail: 'no workbook part' });
        }
        finish({ ok: true });
      });
      zip.on('error', (e: Error) => finish({ ok: false, reason: 'notZip', detail: e.message }));
      zip.readEntry();
    });
  });
}
