import { and, asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { daySchema, optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { fieldError, guardUnique, idSchema, requireVersion, versionSchema, ynSchema } from '../admin/orgCommon.ts';
import { BASE_MENUS, deleteAction, fieldErrors, lookupErrors, requireSaveButton, statusAction } from './baseKit.ts';
import { exchangeRates } from './schema.ts';

/*
 * Exchange rates (汇率): the rate converting 1 unit of `fromCurrency` into `toCurrency`, of a rate type
 * (spot, monthly, budget…) on a date; one per pair, type and date. Other modules convert with
 * rateOn(): the latest enabled rate on or before the day (a rate holds until the next one).
 */

const SERVER = 'baseServer';
const ENTITY = 'baseExchangeRate';
const MENU = BASE_MENUS.exchangeRate;
export const CURRENCY_LOOKUP = 'BASE_CURRENCY';
export const RATE_TYPE_LOOKUP = 'BASE_RATE_TYPE';

/** A rate: a decimal greater than 0 with at most 8 decimals, travelling as a string. */
export const rateSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      // A minus sign passes the pattern so that "-1" reads "must be greater than 0".
      .regex(/^-?\d{1,12}(\.\d{1,8})?$/, { message: 'field.number', abort: true })
      .refine((v) => Number(v) > 0, 'base.ratePositive'),
  );
const currencySchema = z.string().trim().min(1, 'field.required').max(8);

const columns = {
  exchangeRateId: exchangeRates.id,
  fromCurrency: exchangeRates.fromCurrency,
  toCurrency: exchangeRates.toCurrency,
  rateType: exchangeRates.rateType,
  rateDate: exchangeRates.rateDate,
  rate: exchangeRates.rate,
  enabledFlag: exchangeRates.enabledFlag,
  lastUpdateDate: exchangeRates.lastUpdateDate,
  version: exchangeRates.version,
};

/**
 * The rate converting `from` into `to` on `day`: the latest enabled rate of that type dated on or
 * before the day, or null. The same currency converts at 1.
 */
export async function rateOn(
  db: DbOrTx,
  q: { fromCurrency: string; toCurrency: string; rateType: string; day: string },
): Promise<{ rate: string; rateDate: string | null } | null> {
  if (q.fromCurrency === q.toCurrency) return { rate: '1', rateDate: null };
  const [row] = await db
    .select({ rate: exchangeRates.rate, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.fromCurrency, q.fromCurrency),
        eq(exchangeRates.toCurrency, q.toCurrency),
        eq(exchangeRates.rateType, q.rateType),
        eq(exchangeRates.enabledFlag, 'Y'),
        lte(exchangeRates.rateDate, q.day),
      ),
    )
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row ?? null;
}

const filters = z
  .object({
    fromCurrency: z.string().trim().max(8).optional(),
    toCurrency: z.string().trim().max(8).optional(),
    rateType: z.string().trim().max(16).optional(),
    rateDateFrom: optionalDaySchema,
    rateDateTo: optionalDaySchema,
    enabledFlag: ynSchema.optional(),
  })
  .optional()
  .default({});

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Exchange rates filtered by currencies, rate type, date range and enabled flag; newest first, paged',
  auth: INTERNAL,
  body: z.object({ searchParams: filters, ...pagingSchema }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: (SQL | undefined)[] = [
      f.fromCurrency ? eq(exchangeRates.fromCurrency, f.fromCurrency) : undefined,
      f.toCurrency ? eq(exchangeRates.toCurrency, f.toCurrency) : undefined,
      f.rateType ? eq(exchangeRates.rateType, f.rateType) : undefined,
      f.rateDateFrom ? gte(exchangeRates.rateDate, f.rateDateFrom) : undefined,
      f.rateDateTo ? lte(exchangeRates.rateDate, f.rateDateTo) : undefined,
      f.enabledFlag ? eq(exchangeRates.enabledFlag, f.enabledFlag) : undefined,
    ];
    const where = and(...c);
    const { rows, page } = await selectPage(deps.db, exchangeRates, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(exchangeRates)
        .where(where)
        .orderBy(desc(exchangeRates.rateDate), asc(exchangeRates.fromCurrency), asc(exchangeRates.toCurrency))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows, page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One exchange rate',
  auth: INTERNAL,
  body: z.object({ exchangeRateId: idSchema }),
  handler: async ({ deps, body }) => {
    const [row] = await deps.db.select(columns).from(exchangeRates).where(eq(exchangeRates.id, body.exchangeRateId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: row };
  },
});

const rateOnDate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findRateOnDate',
  summary: 'The rate of a pair and type on a day: the latest enabled rate dated on or before it (404 when none)',
  auth: INTERNAL,
  body: z.object({
    fromCurrency: currencySchema,
    toCurrency: currencySchema,
    rateType: z.string().trim().min(1, 'field.required').max(16),
    rateDate: daySchema,
  }),
  handler: async ({ deps, body }) => {
    const found = await rateOn(deps.db, { ...body, day: body.rateDate });
    if (!found) {
      throw new AppError(404, 'base.rateNotFound', {
        from: body.fromCurrency,
        to: body.toCurrency,
        type: body.rateType,
        date: body.rateDate,
      });
    }
    return { data: { ...body, ...found } };
  },
});

/** The checks of one rate that do not need the database. */
export const exchangeRateInput = z.object({
  fromCurrency: currencySchema,
  toCurrency: currencySchema,
  rateType: z.string().trim().min(1, 'field.required').max(16),
  rateDate: daySchema,
  rate: rateSchema,
  // Absent: a new rate is enabled (the column's default), an update keeps the stored flag.
  enabledFlag: ynSchema.optional(),
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Create or change an exchange rate: currencies and type from their lookups, rate > 0, one per pair+type+date',
  auth: menu(MENU),
  mutates: true,
  body: exchangeRateInput.extend({ exchangeRateId: idSchema.optional(), version: versionSchema }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.exchangeRateId);
    if (body.fromCurrency === body.toCurrency) throw fieldError(lang, 400, 'toCurrency', 'base.samePair');
    const wrong = await lookupErrors(deps.db, lang, [
      { field: 'fromCurrency', lookupType: CURRENCY_LOOKUP, code: body.fromCurrency },
      { field: 'toCurrency', lookupType: CURRENCY_LOOKUP, code: body.toCurrency },
      { field: 'rateType', lookupType: RATE_TYPE_LOOKUP, code: body.rateType },
    ]);
    if (wrong.length) throw fieldErrors(wrong);
    const taken = () =>
      fieldError(lang, 409, 'rateDate', 'base.rateTaken', {
        from: body.fromCurrency,
        to: body.toCurrency,
        type: body.rateType,
        date: body.rateDate,
      });
    const values = {
      fromCurrency: body.fromCurrency,
      toCurrency: body.toCurrency,
      rateType: body.rateType,
      rateDate: body.rateDate,
      rate: body.rate,
      enabledFlag: body.enabledFlag,
      lastUpdatedBy: user!.userId,
      lastUpdateDate: new Date(),
    };
    const row = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const [dup] = await tx
            .select({ id: exchangeRates.id })
            .from(exchangeRates)
            .where(
              and(
                eq(exchangeRates.fromCurrency, body.fromCurrency),
                eq(exchangeRates.toCurrency, body.toCurrency),
                eq(exchangeRates.rateType, body.rateType),
                eq(exchangeRates.rateDate, body.rateDate),
                body.exchangeRateId ? ne(exchangeRates.id, body.exchangeRateId) : undefined,
              ),
            );
          if (dup) throw taken();
          if (!body.exchangeRateId) {
            return (
              await tx
                .insert(exchangeRates)
                .values({ ...values, createdBy: user!.userId })
                .returning(columns)
            )[0];
          }
          const version = requireVersion(lang, body.version);
          const [updated] = await tx
            .update(exchangeRates)
            .set({ ...values, version: version + 1 })
            .where(and(eq(exchangeRates.id, body.exchangeRateId), eq(exchangeRates.version, version)))
            .returning(columns);
          if (updated) return updated;
          const [exists] = await tx
            .select({ id: exchangeRates.id })
            .from(exchangeRates)
            .where(eq(exchangeRates.id, body.exchangeRateId));
          throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
        }),
      taken,
    );
    return { data: row, msg: 'ok.saved' };
  },
});

export const exchangeRateActions = [
  listByPage,
  findById,
  rateOnDate,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'exchangeRateId', table: exchangeRates, menuCode: MENU }),
  deleteAction({ entity: ENTITY, idKey: 'exchangeRateId', table: exchangeRates, menuCode: MENU }),
];
