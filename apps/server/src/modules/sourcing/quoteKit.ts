import { sql } from 'drizzle-orm';
import { type InquiryKit, publishedInquiry } from './inquiryKit.ts';

/** Helpers shared by the quote, comparison, round and award tests (not a test file itself). */

export const QUOTE = '/api/srmServer/v1/srmSrcQuoteRestful';
export const COMPARE = '/api/srmServer/v1/srmSrcCompareRestful';
export const ROUND = '/api/srmServer/v1/srmSrcRoundRestful';
export const AWARD = '/api/srmServer/v1/srmSrcAwardRestful';

/** A published inquiry with both demo suppliers invited, and its two lines (120 plates, 30 boxes of gloves). */
export async function openInquiry(kit: InquiryKit, overrides: Record<string, unknown> = {}) {
  const doc = await publishedInquiry(kit, [kit.ids.supplier1, kit.ids.supplier2], overrides);
  const [plate, gloves] = doc.lines as { lineId: number; quantity: string }[];
  return { inquiryId: doc.inquiryId as number, plate: plate.lineId, gloves: gloves.lineId, doc };
}

/** The deadline of the current round moved into the past (the database clock decides "after the deadline"). */
export async function passDeadline(kit: InquiryKit, inquiryId: number): Promise<void> {
  await kit.rows(sql`update srm_src_inquiry set quote_deadline = now() - interval '1 minute' where id = ${inquiryId}`);
}

/** Closes quotes of the inquiry the way the job does at the deadline. */
export async function closeNow(kit: InquiryKit, inquiryId: number): Promise<void> {
  await passDeadline(kit, inquiryId);
  const { closeIfPastDeadline } = await import('./closeJob.ts');
  await kit.t.database.db.transaction((tx) => closeIfPastDeadline(tx, inquiryId));
}

/** A quote body pricing both lines without tax at 13 %. */
export function quoteBody(
  q: { inquiryId: number; plate: number; gloves: number },
  plate: string,
  gloves: string | null,
  extra: Record<string, unknown> = {},
) {
  return {
    inquiryId: q.inquiryId,
    priceBasis: 'WITHOUT_TAX',
    remark: 'Delivered East plant',
    lines: [
      { inquiryLineId: q.plate, price: plate, taxRate: '13', leadTimeDays: 10 },
      gloves == null
        ? { inquiryLineId: q.gloves, noQuote: true }
        : { inquiryLineId: q.gloves, price: gloves, taxRate: '13', leadTimeDays: 5 },
    ],
    ...extra,
  };
}
