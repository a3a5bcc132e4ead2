import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../http/errors.ts';

/**
 * Suffixes whose files carry a signature, with the types `file-type` may find for them. A file with
 * one of these suffixes must sniff as one of them: an .exe renamed .pdf is refused.
 */
const SIGNED_SUFFIXES: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  jpe: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tif'],
  tiff: ['tif'],
  webp: ['webp'],
  ico: ['ico', 'cur'],
  heic: ['heic'],
  psd: ['psd'],
  zip: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  odp: ['odp', 'zip'],
  // Compound-file formats (legacy Office, Kingsoft WPS, Outlook messages, Visio).
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  wps: ['cfb'],
  et: ['cfb'],
  dps: ['cfb'],
  msg: ['cfb'],
  vsd: ['cfb'],
  msi: ['cfb'],
  rtf: ['rtf'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz'],
  tgz: ['gz'],
  bz2: ['bz2'],
  xz: ['xz'],
  tar: ['tar'],
  mp3: ['mp3'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4'],
  avi: ['avi'],
  wav: ['wav'],
  dwg: ['dwg'],
  exe: ['exe'],
  dll: ['exe'],
};

/** Plain-text suffixes: they cannot be sniffed, so they pass on their suffix when the content is text. */
const TEXT_SUFFIXES: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  html: 'text/html',
  htm: 'text/html',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  ini: 'text/plain',
  sql: 'text/plain',
  dxf: 'image/vnd.dxf',
  step: 'model/step',
  stp: 'model/step',
  igs: 'model/iges',
  iges: 'model/iges',
};

/** Content that runs as a program; refused under any suffix but its own. */
const EXECUTABLE_TYPES = new Set(['exe', 'elf', 'macho', 'class', 'dex', 'apk', 'wasm', 'msi']);

const SAMPLE_BYTES = 64 * 1024;

export type CheckedType = { contentType: string };

/**
 * Checks the content of a received file against its suffix (ARCHITECTURE §10) and answers the
 * content type to store and serve. Throws 415 with a bilingual message on a contradiction.
 */
export async function checkFileType(file: string, name: string, suffix: string): Promise<CheckedType> {
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  const expected = SIGNED_SUFFIXES[suffix];
  if (expected) {
    if (sniffed && expected.includes(sniffed.ext)) return { contentType: sniffed.mime };
    throw mismatch(name, suffix, sniffed?.ext);
  }
  if (sniffed && EXECUTABLE_TYPES.has(sniffed.ext)) throw mismatch(name, suffix, sniffed.ext);
  const textType = TEXT_SUFFIXES[suffix];
  if (textType) {
    // Weak signatures (two letters such as "BM") match ordinary text, so text is judged by its bytes.
    if (await isText(file)) return { contentType: textType };
    throw mismatch(name, suffix, sniffed?.ext ?? 'binary');
  }
  // A suffix we know nothing about (CAD formats and the like): store what the content says.
  return { contentType: sniffed?.mime ?? 'application/octet-stream' };
}

function mismatch(name: string, suffix: string, actual: string | undefined): AppError {
  return new AppError(415, 'file.typeMismatch', {
    name,
    suffix: suffix ? `.${suffix}` : '-',
    actual: actual ?? '?',
  });
}

/** No NUL byte in the first 64 KB, or a UTF-16 byte-order mark. */
async function isText(file: string): Promise<boolean> {
  const sample = await readSample(file);
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) return true;
  return !sample.includes(0);
}

export async function readSample(file: string, bytes = SAMPLE_BYTES): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
