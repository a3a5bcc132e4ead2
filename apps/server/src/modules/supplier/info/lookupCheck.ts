import { type Lang, t } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { lookupValues } from '../../../platform/lookups/schema.ts';

/** Refuses (400 on `field`) a code that is not an enabled value of the lookup type. */
export async function checkLookupValue(
  db: DbOrTx,
  lookupType: string,
  code: string,
  field: string,
  lang: Lang,
): Promise<void> {
  const [row] = await db
    .select({ id: lookupValues.id })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.lookupType, lookupType),
        eq(lookupValues.lookupCode, code),
        eq(lookupValues.enabledFlag, 'Y'),
      ),
    )
    .limit(1);
  if (!row) throw fieldErrors([{ field, message: t('field.lookupValue', lang, { lookupType }) }]);
}
