import { z } from 'zod';
import { fieldSchema } from '../documents/schemas.ts';
import type { FieldDef } from '../documents/types.ts';
import { PRICE_BASES } from './quotePrices.ts';

/*
 * The fields of a supplier's quote (issue 17), declared once for the server's request schema and the
 * quote screen's form. `price` is the price of the basis the supplier chose (without or with tax); the
 * server computes the other and answers both.
 */

export const quoteHeaderFields = {
  validUntil: { key: 'validUntil', label: { CN: '报价有效期至', EN: 'Valid until' }, type: 'date' },
  remark: { key: 'remark', label: { CN: '报价说明', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
  fileIds: { key: 'fileIds', label: { CN: '报价附件', EN: 'Attachments' }, type: 'attachments' },
} satisfies Record<string, FieldDef>;

export const quoteLineFields = {
  price: {
    key: 'price',
    label: { CN: '单价', EN: 'Price' },
    type: 'price',
    min: 0,
    max: 999999999,
    precision: 6,
  },
  taxRate: {
    key: 'taxRate',
    label: { CN: '税率(%)', EN: 'Tax rate (%)' },
    type: 'number',
    min: 0,
    max: 100,
    precision: 2,
  },
  leadTimeDays: {
    key: 'leadTimeDays',
    label: { CN: '交货周期(天)', EN: 'Lead time (days)' },
    type: 'number',
    min: 0,
    max: 3650,
    precision: 0,
  },
  remark: { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'text', maxLength: 500 },
} satisfies Record<string, FieldDef>;

const idText = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().positive(),
);

/** The body of a quote save or submit (server and form). */
export const quoteSaveSchema = z.object({
  inquiryId: idText,
  /** The quote's version when it exists (a stale save is refused). */
  version: z.number().int().min(0).optional(),
  priceBasis: z.enum(PRICE_BASES).optional().default('WITHOUT_TAX'),
  validUntil: fieldSchema(quoteHeaderFields.validUntil),
  remark: fieldSchema(quoteHeaderFields.remark),
  fileIds: fieldSchema(quoteHeaderFields.fileIds),
  lines: z
    .array(
      z.object({
        inquiryLineId: idText,
        noQuote: z.boolean().optional().default(false),
        price: fieldSchema(quoteLineFields.price),
        taxRate: fieldSchema(quoteLineFields.taxRate),
        leadTimeDays: fieldSchema(quoteLineFields.leadTimeDays),
        remark: fieldSchema(quoteLineFields.remark),
      }),
    )
    .max(1000),
});
export type QuoteSaveBody = z.output<typeof quoteSaveSchema>;
