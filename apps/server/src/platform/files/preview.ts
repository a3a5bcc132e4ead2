import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Spec §5: the suffixes that may be previewed online; anything else is downloaded. */
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
export const IMAGE_PREVIEW_SUFFIXES = new Set(['gif', 'jpg', 'jpeg', 'png', 'bmp']);
export const OFFICE_PREVIEW_SUFFIXES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

export type PreviewKind = 'pdf' | 'image' | 'text' | 'office' | 'unsupported';

export function previewKind(suffix: string): PreviewKind {
  if (!(PREVIEW_SUFFIXES as readonly string[]).includes(suffix)) return 'unsupported';
  if (suffix === 'pdf') return 'pdf';
  if (suffix === 'txt') return 'text';
  if (IMAGE_PREVIEW_SUFFIXES.has(suffix)) return 'image';
  return 'office';
}

/** The LibreOffice binary on PATH, or null. Looked up at each call: installing it needs no restart. */
export function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

const CONVERT_TIMEOUT_MS = 120_000;
const inFlight = new Map<string, Promise<string>>();
/** One conversion at a time: LibreOffice is heavy, and a queue keeps a burst of previews from swamping the host. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Converts an office file to PDF with `soffice --headless --convert-to pdf`, cached under
 * `cacheDir/<sha256>.pdf` so each content is converted once. Answers the PDF's path.
 */
export async function officeToPdf(
  soffice: string,
  source: string,
  suffix: string,
  sha256: string,
  cacheDir: string,
): Promise<string> {
  const target = path.join(cacheDir, `${sha256}.pdf`);
  if (fs.existsSync(target)) return target;
  const running = inFlight.get(target);
  if (running) return running;
  const job = queue.then(() => convert(soffice, source, suffix, target, cacheDir));
  queue = job.catch(() => undefined);
  inFlight.set(target, job);
  try {
    return await job;
  } finally {
    inFlight.delete(target);
  }
}

async function convert(soffice: string, source: string, suffix: string, target: string, cacheDir: string) {
  if (fs.existsSync(target)) return target;
  const work = path.join(cacheDir, `.work-${crypto.randomUUID()}`);
  await fsp.mkdir(work, { recursive: true });
  try {
    // LibreOffice picks the filter by the suffix, so give it a copy with the right one (a UUID name, never the upload's).
    const input = path.join(work, `source.${suffix}`);
    await fsp.copyFile(source, input);
    await new Promise<void>((resolve, reject) => {
      execFile(
        soffice,
        [
          `-env:UserInstallation=file://${path.join(work, 'profile')}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          work,
          input,
        ],
        { timeout: CONVERT_TIMEOUT_MS },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    const produced = path.join(work, 'source.pdf');
    if (!fs.existsSync(produced)) throw new Error('LibreOffice produced no PDF');
    await fsp.rename(produced, target);
    return target;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** The charset of a text file for an inline preview: UTF-8 when its start decodes as such, else GB18030. */
export function textCharset(sample: Buffer): 'utf-8' | 'gb18030' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}
