import { isSupplierUserType } from '@srm/core';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { daySchema, idSchema } from '../../platform/http/fieldSchemas.ts';
import { settleSupply } from './schema.ts';

/*
 * Only registered when the server runs with SRM_TEST_HOOKS=1 (the end-to-end suite). An order refuses a need-by
 * date in the past, and goods are received today, so a browser test of late-delivery penalties (issue 18 item 3)
 * could never meet a late receipt: this dates received lines later, as if they had come on that day.
 */
const receivedOn = defineAction({
  server: 'srmServer',
  entity: 'srmTestHooks',
  action: 'receivedOn',
  summary: 'TEST ONLY (SRM_TEST_HOOKS=1): the receipt date of supply lines, as if received on {receiptDate}',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ supplyIds: z.array(idSchema).min(1).max(50), receiptDate: daySchema }),
  handler: async ({ deps, body, user }) => {
    if (isSupplierUserType(user!.userType)) throw new AppError(403, 'error.forbidden');
    await deps.db
      .update(settleSupply)
      .set({ receiptDate: body.receiptDate })
      .where(inArray(settleSupply.id, body.supplyIds));
    return { data: null };
  },
});

export const settlementTestHookActions = [receivedOn];
