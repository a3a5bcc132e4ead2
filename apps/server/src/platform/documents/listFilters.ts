import type { DocStatus } from '@srm/core';
import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import { eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { contains } from '../db/search.ts';
import { daySchema as dateSchema, idSchema } from '../http/fieldSchemas.ts';
import type { Columns } from './store.ts';

/*
 * The list filters a type declares (`list.filters`), turned into a request schema and a where clause
 * by the field's type: text contains (any case), references and lookups equal, dates and numbers a
 * range (`needByDateFrom` / `needByDateTo`), `status` one state or several.
 */

const decimalSchema = z.union([z.string().regex(/^[+-]?\d+(?:\.\d+)?$/), z.number()]).transform(String);

const isRange = (f: FieldDef) => ['date', 'number', 'price', 'amount'].includes(f.type);

function fieldOf(def: DocumentTypeDef, key: string): FieldDef {
  const field = def.header.find((f) => f.key === key);
  if (!field) throw new Error(`${def.billType}: list filter ${key} is not a header field`);
  return field;
}

export function listFilterSchema(def: DocumentTypeDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of def.list.filters) {
    if (key === 'status') {
      const status = z.enum(def.statuses as [DocStatus, ...DocStatus[]]);
      shape.status = z.union([status, z.array(status).max(20)]).optional();
      continue;
    }
    const field = fieldOf(def, key);
    if (isRange(field)) {
      const bound = field.type === 'date' ? dateSchema : decimalSchema;
      shape[`${key}From`] = bound.optional();
      shape[`${key}To`] = bound.optional();
    } else if (field.type === 'ref') {
      shape[key] = idSchema.optional();
    } else {
      shape[key] = z.string().trim().max(256).optional();
    }
  }
  return z.object(shape);
}

export function listFilterWhere(def: DocumentTypeDef, columns: Columns, filters: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const key of def.list.filters) {
    if (key === 'status') {
      const status = filters.status as DocStatus | DocStatus[] | undefined;
      if (Array.isArray(status) ? status.length > 0 : status) {
        out.push(inArray(columns.status, [status].flat() as DocStatus[]));
      }
      continue;
    }
    const field = fieldOf(def, key);
    if (isRange(field)) {
      if (filters[`${key}From`] != null) out.push(gte(columns[key], filters[`${key}From`]));
      if (filters[`${key}To`] != null) out.push(lte(columns[key], filters[`${key}To`]));
    } else if (filters[key] != null && filters[key] !== '') {
      out.push(
        field.type === 'text' || field.type === 'textarea'
          ? contains(columns[key], String(filters[key]))
          : eq(columns[key], filters[key]),
      );
    }
  }
  return out;
}
