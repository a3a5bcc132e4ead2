import { termList } from '@srm/core/contract/templateLists';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { contractTerms, contractTermVersions } from './schema.ts';

/*
 * The terms library (合同条款, issue 19 item 1) on the master-list engine, page CCT_TERMS. A clause is versioned:
 * a save that changes its title or text makes the next version, and every version's title and text stay in
 * srm_cct_term_version, so a contract that copied version 2 can always show what version 2 said. Enabled and
 * disabled from the list; a disabled clause is not offered to templates.
 */

export const termActions = bindMasterList(termList, {
  table: contractTerms,
  columns: {
    termCode: contractTerms.termCode,
    termTitle: contractTerms.termTitle,
    termTitleEn: contractTerms.termTitleEn,
    termCategory: contractTerms.termCategory,
    termText: contractTerms.termText,
  },
  readColumns: { termVersion: contractTerms.termVersion },
  hooks: {
    beforeSave: async (tx, values, { id }) => {
      if (!id) return;
      const [stored] = await tx
        .select({ title: contractTerms.termTitle, text: contractTerms.termText, version: contractTerms.termVersion })
        .from(contractTerms)
        .where(eq(contractTerms.id, id));
      if (stored && (stored.title !== values.termTitle || stored.text !== values.termText)) {
        values.termVersion = stored.version + 1;
      }
    },
  },
  // After the row is written: its current version kept (a new clause's 1, an edit's next one).
  lines: {
    body: {},
    write: async (tx, id, _body, { userId }) => {
      const [row] = await tx.select().from(contractTerms).where(eq(contractTerms.id, id));
      if (!row) return;
      await tx
        .insert(contractTermVersions)
        .values({
          termId: id,
          termVersion: row.termVersion,
          termTitle: row.termTitle,
          termText: row.termText,
          createdBy: userId,
        })
        .onConflictDoNothing();
    },
  },
});

/** A clause as a contract copies it: the version it copied, its title and text. */
export type TermVersion = { termId: number; termCode: string; termVersion: number; title: string; text: string };

/** The current versions of clauses, in the order of `termIds`; disabled or missing ones are left out. */
export async function currentTerms(db: DbOrTx, termIds: number[]): Promise<TermVersion[]> {
  if (!termIds.length) return [];
  const rows = await db
    .select()
    .from(contractTerms)
    .where(and(inArray(contractTerms.id, termIds), eq(contractTerms.enabledFlag, 'Y')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return termIds.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ termId: r.id, termCode: r.termCode, termVersion: r.termVersion, title: r.termTitle, text: r.termText }]
      : [];
  });
}

/** What a clause said at one version (what a contract that copied it shows), or null. */
export async function termAtVersion(db: DbOrTx, termId: number, termVersion: number): Promise<TermVersion | null> {
  const [row] = await db
    .select({ v: contractTermVersions, code: contractTerms.termCode })
    .from(contractTermVersions)
    .innerJoin(contractTerms, eq(contractTerms.id, contractTermVersions.termId))
    .where(and(eq(contractTermVersions.termId, termId), eq(contractTermVersions.termVersion, termVersion)));
  return row ? { termId, termCode: row.code, termVersion, title: row.v.termTitle, text: row.v.termText } : null;
}
