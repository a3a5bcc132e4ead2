import { z } from 'zod';
import { pagingSchema } from '../../../platform/db/paging.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { optionalDaySchema } from '../../../platform/http/fieldSchemas.ts';
import { ageingOf } from './ageing.ts';
import { internalScope, partyFilters, reportAt, reportAuth, today } from './reportKit.ts';

/** The ageing's request: the filters and the day it is taken as of (today when not given). */
export const ageingSearch = z
  .object({ ...partyFilters, asOf: optionalDaySchema })
  .optional()
  .default({});

const payablesAgeing = defineAction({
  ...reportAt,
  action: 'payablesAgeing',
  summary:
    'Payables ageing of the caller’s organisation scope: per supplier and currency, the unpaid rest with tax of CONFIRMED invoices dated on or before asOf (total with tax less what PAID payment applications paid of it by then), by age from the invoice date (its earliest tax invoice) to asOf: days0to30, days31to60, days61to90, over90, total (the sum of the rounded buckets); {searchParams: {supplierId?, orgId?, asOf? (default today)}, pageIndex, pageRows} → {asOf, rows (the page, largest first), totals (one per currency, over every row)}; menu SET_REPORT, internal users only',
  auth: reportAuth,
  body: z.object({ searchParams: ageingSearch, ...pagingSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internalScope(deps.db, user!, req);
    const asOf = body.searchParams.asOf ?? today();
    const { rows, totals } = await ageingOf(deps.db, scope, body.searchParams, asOf, lang);
    // Every supplier's row is computed for the totals anyway (a row per supplier and currency: hundreds, not
    // millions); the page is a slice of them.
    const from = (body.pageIndex - 1) * body.pageRows;
    return {
      data: { asOf, rows: rows.slice(from, from + body.pageRows), totals },
      page: {
        count: rows.length,
        curIndex: body.pageIndex,
        pagesCount: Math.max(1, Math.ceil(rows.length / body.pageRows)),
      },
    };
  },
});

export const payablesAgeingActions = [payablesAgeing] as unknown as ActionDef[];
