import { watermarkList } from '@srm/core/contract/templateLists';
import { unknownWatermarkVariables, WATERMARK_KINDS, WATERMARK_POSITIONS } from '@srm/core/contract/watermark';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldError } from '../../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import type { WatermarkSpec } from './pdfWatermark.ts';
import { contractWatermarks } from './schema.ts';
import { uploadedFile } from './uploadedFile.ts';

/*
 * Watermarks (水印, issue 19 item 1) on the master-list engine, page CCT_WATERMARK: a text with the variables
 * {contractNumber}, {supplierName}, {date} (an unknown one refused at save), or a PNG/JPEG image whose bytes are
 * copied into the row at save. Drawn by pdfWatermark.ts.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export const watermarkActions = bindMasterList(watermarkList, {
  table: contractWatermarks,
  columns: {
    watermarkCode: contractWatermarks.watermarkCode,
    watermarkName: contractWatermarks.watermarkName,
    watermarkNameEn: contractWatermarks.watermarkNameEn,
    watermarkKind: contractWatermarks.watermarkKind,
    watermarkText: contractWatermarks.watermarkText,
    imageFileId: contractWatermarks.imageFileId,
    opacity: contractWatermarks.opacity,
    angle: contractWatermarks.angle,
    fontSize: contractWatermarks.fontSize,
    position: contractWatermarks.position,
  },
  hooks: {
    beforeSave: async (tx, values, { lang, user, req }) => {
      if (!(WATERMARK_KINDS as readonly unknown[]).includes(values.watermarkKind)) {
        throw fieldError(lang, 400, 'watermarkKind', 'contractWatermark.choice', {
          values: WATERMARK_KINDS.join(', '),
        });
      }
      if (!(WATERMARK_POSITIONS as readonly unknown[]).includes(values.position)) {
        throw fieldError(lang, 400, 'position', 'contractWatermark.choice', { values: WATERMARK_POSITIONS.join(', ') });
      }
      if (values.watermarkKind === 'TEXT') {
        const text = String(values.watermarkText ?? '').trim();
        if (!text) throw fieldError(lang, 400, 'watermarkText', 'contractWatermark.textMissing');
        const unknown = unknownWatermarkVariables(text);
        if (unknown.length) {
          throw fieldError(lang, 400, 'watermarkText', 'contractWatermark.unknownVariables', {
            names: unknown.map((n) => `{${n}}`).join(', '),
          });
        }
        values.imageFileId = null;
        values.imageContent = null;
        return;
      }
      const fileId = values.imageFileId as number | null | undefined;
      if (fileId == null) throw fieldError(lang, 400, 'imageFileId', 'contractWatermark.imageMissing');
      const file = await uploadedFile(tx, req, user, fileId);
      if (!startsWith(file.bytes, PNG) && !startsWith(file.bytes, JPEG)) {
        throw fieldError(lang, 400, 'imageFileId', 'contractWatermark.imageType');
      }
      values.imageContent = Buffer.from(file.bytes);
    },
  },
});

/** A watermark as pdfWatermark.ts draws it, or null when there is none or it is disabled. */
export async function watermarkSpec(db: DbOrTx, watermarkId: number | null | undefined): Promise<WatermarkSpec | null> {
  if (watermarkId == null) return null;
  const [row] = await db.select().from(contractWatermarks).where(eq(contractWatermarks.id, watermarkId));
  if (row?.enabledFlag !== 'Y') return null;
  if (!row) return null;
  return {
    kind: row.watermarkKind === 'IMAGE' ? 'IMAGE' : 'TEXT',
    text: row.watermarkText ?? '',
    opacity: row.opacity,
    angle: row.angle,
    fontSize: row.fontSize,
    position: row.position === 'CENTER' ? 'CENTER' : 'TILED',
    image: row.imageContent ? new Uint8Array(row.imageContent) : null,
  };
}
