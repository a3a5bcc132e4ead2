import { t } from '@srm/core';
import { inArray } from 'drizzle-orm';
import { inScope } from '../../platform/access/scope.ts';
import type { DocContext, DocInput } from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { accountStatements } from './schema.ts';

/*
 * The invoice's Excel import hook (importRefs; issue 18 item 4 "the supplier enters or imports VAT invoices"):
 * the file names each registration's statement by its number; it becomes the statement's id here, for the whole
 * file at once, among the statements the caller may see (a supplier's own). Whether the statement is agreed and
 * each tax invoice's code, number, date and rate are right is then checked by the save's own validate hook.
 */

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export async function resolveInvoiceRefs(ctx: DocContext, docs: DocInput[]): Promise<FieldError[][]> {
  const numbers = [...new Set(docs.flatMap((d) => text(d.header.statementId) ?? []))];
  const found =
    numbers.length === 0
      ? []
      : await ctx.tx
          .select({
            id: accountStatements.id,
            number: accountStatements.statementNumber,
            supplierId: accountStatements.supplierId,
            orgId: accountStatements.orgId,
          })
          .from(accountStatements)
          .where(inArray(accountStatements.statementNumber, numbers));
  // Another supplier's statement is "not found", exactly like a number that does not exist.
  const byNumber = new Map(found.filter((s) => inScope(ctx.scope, s)).map((s) => [s.number, s.id]));
  return docs.map(({ header }) => {
    const code = text(header.statementId);
    if (code === null) return [];
    const id = byNumber.get(code);
    if (id === undefined) return [{ field: 'statementId', message: t('excel.codeNotFound', ctx.lang, { code }) }];
    header.statementId = id;
    return [];
  });
}
