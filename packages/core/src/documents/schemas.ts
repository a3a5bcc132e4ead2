import Decimal from 'decimal.js';
import { z } from 'zod';
import type { ActionDef, DocumentTypeDef, FieldDef } from './types.ts';

/*
 * The request schema of a document's save, derived from its declaration: the server validates every
 * body with it and an edit form can run the same rules, so the two never disagree. Messages are keys
 * of i18n/messages.ts (translated in the request's language, `{min}` and the like filled from the
 * issue); zod's own messages cover the rest.
 */

/** At most this many lines in one document: a larger requisition is an import, not a form. */
export const MAX_LINES = 1000;

const DECIMAL_TEXT = /^[+-]?\d+(?:\.\d+)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** Blank text and null mean "not given": required fields then say 'required', optional ones become null. */
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A decimal given as text or number; the output is its plain decimal string, checked against the field's bounds. */
export function decimalSchema(field: Pick<FieldDef, 'precision' | 'min' | 'max'>) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value).trim();
    const fail = (message: string, params: Record<string, unknown> = {}) => {
      ctx.issues.push({ code: 'custom', message, input: value, ...params });
      return z.NEVER;
    };
    if (!DECIMAL_TEXT.test(text)) return fail('field.number');
    const n = new Decimal(text);
    if (field.precision !== undefined && n.decimalPlaces() > field.precision) {
      return fail('field.decimals', { precision: field.precision });
    }
    if (field.min !== undefined && n.lessThan(field.min)) return fail('field.min', { min: field.min });
    if (field.max !== undefined && n.greaterThan(field.max)) return fail('field.max', { max: field.max });
    return n.toFixed();
  });
}

/** A calendar date written YYYY-MM-DD (2026-02-30 is refused). */
const dateSchema = z.string().refine((text) => {
  if (!DATE_TEXT.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}, 'field.date');

/** An instant with its offset (…Z or …+08:00), seconds optional; the output is a Date for a timestamptz column. */
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const datetimeSchema = z.string().transform((text, ctx) => {
  const at = DATETIME_TEXT.test(text) ? new Date(text) : null;
  // A day that does not exist (2030-02-30) would roll over into the next month: refused, as dates are.
  const day = text.slice(0, 10);
  if (!at || Number.isNaN(at.getTime()) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    ctx.issues.push({ code: 'custom', message: 'field.datetime', input: text });
    return z.NEVER;
  }
  return at;
});

/** A reference id: a positive whole number, also accepted as digits in a string. */
const refSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().positive(),
);

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return z
        .string()
        .trim()
        .max(field.maxLength ?? 4000);
    case 'number':
    case 'price':
    case 'amount':
      return decimalSchema(field);
    case 'date':
      return dateSchema;
    case 'datetime':
      return datetimeSchema;
    case 'lookup':
      return z.string().trim().max(64);
    case 'ref':
      return refSchema;
    case 'attachments':
      // The spec's comma-separated attachment ids.
      return z
        .string()
        .trim()
        .max(1000)
        .regex(/^[\d,\s]*$/);
  }
}

/**
 * One field: required ones refuse blanks with 'required'; optional ones left out or blank become null
 * (a save is a full save: what is not sent is emptied).
 */
export function fieldSchema(field: FieldDef): z.ZodType {
  const value = valueSchema(field);
  if (field.required) return z.preprocess((v) => (blank(v) ? undefined : v), value);
  return z.preprocess((v) => (blank(v) ? null : v), value.nullable());
}

/** The writable fields of a list of field definitions (read-only ones are computed by the server and ignored). */
function fieldsShape(fields: readonly FieldDef[]): Record<string, z.ZodType> {
  return Object.fromEntries(fields.filter((f) => !f.readOnly).map((f) => [f.key, fieldSchema(f)]));
}

const versionSchema = z.number().int().min(0);

/**
 * The body of saveOrUpdate: the header's writable fields, its id and `version` when it exists, and the
 * lines (each with its id when it exists; lines left out are removed).
 */
export function documentSaveSchema(def: DocumentTypeDef) {
  const shape: Record<string, z.ZodType> = {
    [def.idKey]: refSchema.optional(),
    version: versionSchema.optional(),
    ...fieldsShape(def.header),
  };
  if (def.lines) {
    const line = z.object({ [def.lines.idKey]: refSchema.optional(), ...fieldsShape(def.lines.fields) });
    shape[def.lines.key] = z.array(line).max(MAX_LINES).optional().default([]);
  }
  return z.object(shape);
}

/** The body of an action on one existing document: its id and the version the user saw. */
export function documentRefSchema(def: DocumentTypeDef) {
  return z.object({ [def.idKey]: refSchema, version: versionSchema });
}

/** The values an action asks for (ActionDef.asks), checked as the fields they are. */
export function actionAsksSchema(action: ActionDef) {
  return z.object(Object.fromEntries((action.asks ?? []).map((f) => [f.key, fieldSchema(f)])));
}
