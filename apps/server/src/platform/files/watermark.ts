import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { formatDateTime } from '@srm/core';
import { Jimp, type JimpInstance, loadFont, measureText } from 'jimp';
import { SANS_16_BLACK, SANS_16_WHITE, SANS_32_BLACK, SANS_32_WHITE, SANS_64_BLACK, SANS_64_WHITE } from 'jimp/fonts';
import { AppError } from '../http/errors.ts';
import type { IncomingFile } from './attachments.ts';
import { suffixOf } from './names.ts';
import { checkFileType } from './sniff.ts';
import type { FileStore } from './store.ts';

/**
 * Image upload with a watermark (spec §7): the uploader's user name, the date-time and an optional
 * text, drawn semi-transparent in the lower-right corner before the file is stored. Pure JavaScript
 * (jimp), so no native binary per platform; the price is that the whole image is decoded in memory,
 * hence the pixel limit below.
 */

/** Decoding takes 4 bytes a pixel: 40 megapixels is 160 MB for one image, enough for any photo. */
export const MAX_WATERMARK_MEGAPIXELS = 40;
/** The longest extra text a user may add. */
export const MAX_WATERMARK_TEXT = 64;

type ImageMime = 'image/png' | 'image/jpeg' | 'image/bmp' | 'image/gif';

/** Suffixes whose (already sniffed) content we watermark; anything else is stored unchanged. */
const IMAGE_SUFFIXES = new Set(['png', 'jpg', 'jpeg', 'jpe', 'bmp', 'gif']);
const IMAGE_MIMES = new Set<string>(['image/png', 'image/jpeg', 'image/bmp', 'image/gif']);

export type WatermarkInput = { userName: string; now?: Date; text?: string };

/**
 * Watermarks one received file when it is an image, answering the file to store instead: a new temp
 * file with its own size and SHA-256 (the old temp file is removed). Non-images come back unchanged.
 * A GIF comes back as PNG, renamed `.png`, so the stored suffix and content type say what it is.
 */
export async function watermarkIncoming(
  store: FileStore,
  file: IncomingFile,
  input: WatermarkInput,
): Promise<IncomingFile> {
  const suffix = suffixOf(file.name);
  if (!IMAGE_SUFFIXES.has(suffix)) return file;
  // Same check as saving does: content contradicting the suffix is refused here with the same message.
  const { contentType } = await checkFileType(file.tempFile, file.name, suffix);
  if (!IMAGE_MIMES.has(contentType)) return file; // e.g. an animated PNG (image/apng): left as it is
  await refuseHugeImage(file);

  const image = await decode(file);
  await drawWatermark(image, watermarkLines(input));
  const { bytes, name } = await encode(image, contentType as ImageMime, file.name);

  const tempFile = store.tempPath();
  try {
    await fsp.writeFile(tempFile, bytes, { flag: 'wx' });
  } catch (error) {
    await store.discardTemp(tempFile);
    throw error;
  }
  await store.discardTemp(file.tempFile);
  return { tempFile, name, size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** The lines to draw: user name and `YYYY-MM-DD HH:mm` (local time, as the screens show it), then the text. */
export function watermarkLines({ userName, now = new Date(), text }: WatermarkInput): string[] {
  const lines = [`${userName} ${formatDateTime(now).slice(0, 16)}`];
  const extra = text?.trim().slice(0, MAX_WATERMARK_TEXT);
  if (extra) lines.push(extra);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Size check from the header

/** Refuses an image over the pixel limit from its header, before any of it is decoded. */
async function refuseHugeImage(file: IncomingFile): Promise<void> {
  const size = await imageSize(file.tempFile);
  if (!size) throw new AppError(415, 'file.watermarkUnreadable', { name: file.name });
  const megapixels = (size.width * size.height) / 1_000_000;
  if (megapixels > MAX_WATERMARK_MEGAPIXELS) {
    throw new AppError(413, 'file.watermarkTooLarge', {
      name: file.name,
      megapixels: megapixels.toFixed(1),
      max: MAX_WATERMARK_MEGAPIXELS,
    });
  }
}

export type ImageSize = { width: number; height: number };

/** Width and height from the header of a PNG, GIF, BMP or JPEG; null when the header cannot be read. */
export async function imageSize(path: string): Promise<ImageSize | null> {
  const handle = await fsp.open(path, 'r');
  try {
    const head = Buffer.alloc(32);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < 26) return null;
    if (head.toString('latin1', 1, 4) === 'PNG') {
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }; // IHDR comes first
    }
    if (head.toString('latin1', 0, 3) === 'GIF') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    if (head.toString('latin1', 0, 2) === 'BM') {
      // The height is negative for top-down bitmaps.
      return { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
    }
    if (head[0] === 0xff && head[1] === 0xd8) return await jpegSize(handle); // await: the handle closes below
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * Walks the JPEG segments to the frame header (SOFn). Segments are skipped by their length, so
 * large EXIF or ICC blocks before the frame cost one small read each.
 */
async function jpegSize(handle: fsp.FileHandle): Promise<ImageSize | null> {
  const marker = Buffer.alloc(9);
  let offset = 2;
  for (let segments = 0; segments < 1000; segments++) {
    const { bytesRead } = await handle.read(marker, 0, marker.length, offset);
    if (bytesRead < 4 || marker[0] !== 0xff) return null;
    const type = marker[1];
    if (type === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (type >= 0xc0 && type <= 0xcf && type !== 0xc4 && type !== 0xc8 && type !== 0xcc) {
      if (bytesRead < 9) return null;
      return { height: marker.readUInt16BE(5), width: marker.readUInt16BE(7) };
    }
    offset += 2 + marker.readUInt16BE(2);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Decoding, drawing, encoding

async function decode(file: IncomingFile): Promise<JimpInstance> {
  try {
    return (await Jimp.read(file.tempFile)) as JimpInstance;
  } catch {
    throw new AppError(415, 'file.watermarkUnreadable', { name: file.name });
  }
}

type Font = Awaited<ReturnType<typeof loadFont>>;
type FontPair = { white: Font; black: Font };

const FONT_FILES = {
  16: [SANS_16_WHITE, SANS_16_BLACK],
  32: [SANS_32_WHITE, SANS_32_BLACK],
  64: [SANS_64_WHITE, SANS_64_BLACK],
} as const;
type FontSize = keyof typeof FONT_FILES;

/** Fonts are read from disk once per process. */
const fontCache = new Map<FontSize, Promise<FontPair>>();
function fontPair(size: FontSize): Promise<FontPair> {
  let pair = fontCache.get(size);
  if (!pair) {
    const [white, black] = FONT_FILES[size];
    pair = Promise.all([loadFont(white), loadFont(black)]).then(([w, b]) => ({ white: w, black: b }));
    pair.catch(() => fontCache.delete(size)); // a failed read is tried again next time
    fontCache.set(size, pair);
  }
  return pair;
}

/** Font sizes to try for an image width, largest first: 64 px from 1600 px wide, 32 px from 800. */
function fontSizesFor(width: number): FontSize[] {
  if (width >= 1600) return [64, 32, 16];
  if (width >= 800) return [32, 16];
  return [16];
}

/** The largest font whose text fits in 90% of the image width (the smallest one if none does). */
async function chooseFont(width: number, lines: string[]): Promise<{ font: FontPair; text: string[] }> {
  let chosen: { font: FontPair; text: string[] } | undefined;
  for (const size of fontSizesFor(width)) {
    const font = await fontPair(size);
    const text = printable(font.white, lines);
    chosen = { font, text };
    if (textWidth(font.white, text) <= width * 0.9) break;
  }
  return chosen!;
}

function textWidth(font: Font, lines: string[]): number {
  return Math.max(...lines.map((line) => measureText(font, line)));
}

/**
 * The bitmap fonts hold Latin glyphs only (no CJK). A line with characters the font lacks would be
 * drawn with holes, so such an extra text is dropped and the name-and-date line stays.
 */
function printable(font: Font, lines: string[]): string[] {
  const ok = (line: string) => [...line].every((ch) => ch in font.chars);
  const [first, ...rest] = lines;
  // A user name outside the font keeps only its characters the font has (it is never all dropped).
  const firstLine = ok(first) ? first : [...first].filter((ch) => ch in font.chars).join('');
  return [firstLine, ...rest.filter(ok)];
}

/**
 * Draws the lines right-aligned in the lower-right corner: white text over a black shadow (readable on
 * light and dark pictures), on a layer composited at half opacity.
 */
async function drawWatermark(image: JimpInstance, lines: string[]): Promise<void> {
  const { width, height } = image.bitmap;
  const {
    font: { white, black },
    text,
  } = await chooseFont(width, lines);
  const lineHeight = white.common.lineHeight;
  const shadow = Math.max(1, Math.round(lineHeight / 16));
  const widest = textWidth(white, text);
  const layer = new Jimp({ width: widest + shadow, height: lineHeight * text.length + shadow, color: 0x00000000 });
  text.forEach((line, i) => {
    const x = widest - measureText(white, line);
    layer.print({ font: black, x: x + shadow, y: i * lineHeight + shadow, text: line });
    layer.print({ font: white, x, y: i * lineHeight, text: line });
  });
  layer.opacity(0.5);
  const margin = Math.round(lineHeight / 2);
  image.composite(layer, width - layer.bitmap.width - margin, height - layer.bitmap.height - margin);
}

/** Keeps the format: PNG stays PNG, JPEG stays JPEG (quality 90), BMP stays BMP; GIF becomes PNG. */
async function encode(image: JimpInstance, mime: ImageMime, name: string): Promise<{ bytes: Buffer; name: string }> {
  switch (mime) {
    case 'image/jpeg':
      return { bytes: await image.getBuffer('image/jpeg', { quality: 90 }), name };
    case 'image/bmp':
      return { bytes: await image.getBuffer('image/bmp'), name };
    case 'image/png':
      return { bytes: await image.getBuffer('image/png'), name };
    case 'image/gif':
      // A 256-colour palette would band the half-transparent text, and only the first frame is
      // decoded anyway; PNG keeps what was drawn exactly. The name follows, so suffix and type agree.
      return { bytes: await image.getBuffer('image/png'), name: name.replace(/\.[^.]*$/, '.png') };
  }
}
