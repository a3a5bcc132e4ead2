import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { ContractTemplateData } from '@srm/core/contract/templateData';
import { type WatermarkStyle, watermarkText } from '@srm/core/contract/watermark';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts } from 'pdf-lib';
import { AppError } from '../../../platform/http/errors.ts';

/*
 * The watermark drawn over every page of a contract's PDF (issue 19) with pdf-lib: a text in a CJK font
 * (embedded as a subset, so the PDF carries it) or a PNG/JPEG image, at the watermark's opacity and angle, once
 * in the centre or tiled over the page. Drawn before signing: a signature covers the watermarked file.
 */

/** A watermark as stored: its style and, for an image watermark, the image's bytes. */
export type WatermarkSpec = WatermarkStyle & { image?: Uint8Array | null };

/** CJK fonts looked for, in order; a .ttc is a collection whose first face (Regular) is taken. */
const CJK_FONTS: { file: string; face: string }[] = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
];

let cjkFont: { bytes: Uint8Array; face: string } | null | undefined;

function findCjkFont(): { bytes: Uint8Array; face: string } | null {
  if (cjkFont === undefined) {
    const found = CJK_FONTS.find((f) => fs.existsSync(f.file));
    cjkFont = found ? { bytes: new Uint8Array(fs.readFileSync(found.file)), face: found.face } : null;
  }
  return cjkFont;
}

async function embedTextFont(doc: PDFDocument, text: string): Promise<PDFFont> {
  // Latin-1 text draws with a standard font; anything else needs the CJK font.
  if (/^[\x20-\x7e]*$/.test(text)) return doc.embedFont(StandardFonts.Helvetica);
  const font = findCjkFont();
  if (!font) throw new AppError(503, 'contractTemplate.noCjkFont');
  // pdf-lib asks fontkit for "the" font of the bytes; of a collection (.ttc), name the face.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as unknown as { create(b: Uint8Array, n?: string): unknown }).create(bytes, font.face),
  } as never);
  return doc.embedFont(font.bytes, { subset: true });
}

/** Where the watermark goes on a page: its centre once, or a grid of centres covering the page. */
function centres(page: PDFPage, tiled: boolean, stepX: number, stepY: number): [number, number][] {
  const { width, height } = page.getSize();
  if (!tiled) return [[width / 2, height / 2]];
  const out: [number, number][] = [];
  for (let y = stepY / 2; y < height; y += stepY) for (let x = stepX / 2; x < width; x += stepX) out.push([x, y]);
  return out;
}

/** The offset from a drawing's centre to its origin (lower left) once rotated by `angle` degrees. */
function origin(cx: number, cy: number, w: number, h: number, angle: number): { x: number; y: number } {
  const r = (angle * Math.PI) / 180;
  return {
    x: cx - (w / 2) * Math.cos(r) + (h / 2) * Math.sin(r),
    y: cy - (w / 2) * Math.sin(r) - (h / 2) * Math.cos(r),
  };
}

/**
 * The PDF with the watermark on every page. The text's `{contractNumber}`, `{supplierName}` and `{date}` are
 * the contract's number, party B's name and today's date.
 */
export async function watermarkPdf(
  pdf: Uint8Array,
  watermark: WatermarkSpec,
  data: Pick<ContractTemplateData, 'contractNumber' | 'partyB'>,
  today: Date = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const opacity = Math.min(Math.max(watermark.opacity, 1), 100) / 100;
  const angle = watermark.angle;
  const tiled = watermark.position === 'TILED';
  if (watermark.kind === 'IMAGE') {
    if (!watermark.image?.length) throw new AppError(400, 'contractWatermark.imageMissing');
    const image = await embedImage(doc, watermark.image);
    const scale = Math.min(1, 200 / image.width);
    const w = image.width * scale;
    const h = image.height * scale;
    for (const page of doc.getPages()) {
      for (const [cx, cy] of centres(page, tiled, w * 1.8, h * 2.2)) {
        page.drawImage(image, { ...origin(cx, cy, w, h, angle), width: w, height: h, opacity, rotate: degrees(angle) });
      }
    }
  } else {
    const text = watermarkText(watermark.text, {
      contractNumber: data.contractNumber,
      supplierName: data.partyB.name,
      date: today.toISOString().slice(0, 10),
    });
    const font = await embedTextFont(doc, text);
    const size = watermark.fontSize;
    const w = font.widthOfTextAtSize(text, size);
    const h = font.heightAtSize(size);
    for (const page of doc.getPages()) {
      for (const [cx, cy] of centres(page, tiled, w + size * 4, h + size * 5)) {
        page.drawText(text, { ...origin(cx, cy, w, h, angle), size, font, opacity, rotate: degrees(angle) });
      }
    }
  }
  return doc.save();
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (png) return doc.embedPng(bytes);
  if (jpeg) return doc.embedJpg(bytes);
  throw new AppError(400, 'contractWatermark.imageType');
}
