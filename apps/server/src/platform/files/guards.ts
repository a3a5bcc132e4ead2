import type { MessageKey } from '@srm/core';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { attachments } from './schema.ts';

/*
 * File guards: attachments a module keeps sealed for a time, whatever else would let a caller read them.
 *
 * Attachment ids are sequential, so "nobody is shown the id" protects nothing: a module whose records
 * hold files that must stay unread until some moment (a supplier's quote files until the quote deadline,
 * issue 17) registers a guard here, and every path of the file service that serves bytes or metadata
 * applies it (attachments.ts: list, download, preview, zip, the large-file download, delete; listings of
 * published files through `unguarded(null)`). A sealed file answers exactly like a missing one (404, or
 * left out of a list), so the guard does not reveal that it exists.
 *
 * The dependency points downwards: platform/files only knows the registry; the module registers its
 * guard when its index.ts is loaded (as `registerReadableAttachments` does for published files).
 */

/**
 * A guard answers an SQL condition that is TRUE for the attachments `reader` may NOT read now (undefined:
 * it seals nothing for this reader). The condition refers to the attachment as "base_attachment" (write
 * `"base_attachment"."id"`, not a drizzle column, which an UPDATE may render unqualified) and runs inside
 * the statement that reads the attachments: one query for any batch, decided by the database clock.
 *
 * `reader` is the signed-in caller, or null for a listing shown to many readers at once (the files of a
 * notice or a public document): the guard then hides what it seals for anyone.
 */
export type FileGuard = (reader: SessionUser | null) => SQL | undefined;

const guards = new Map<string, FileGuard>();

/** Registers (or replaces, by name) a module's guard; the answer puts back what was there (for tests). */
export function registerFileGuard(name: string, guard: FileGuard): () => void {
  const before = guards.get(name);
  guards.set(name, guard);
  return () => {
    if (before) guards.set(name, before);
    else guards.delete(name);
  };
}

/**
 * The condition "no guard seals this attachment for `reader`", to AND into a query on base_attachment;
 * undefined when no guard has anything to say (drizzle's and() skips it). A NULL from a guard counts as
 * sealed: a guard that cannot decide does not open the file.
 */
export function unguarded(reader: SessionUser | null): SQL | undefined {
  const sealed = [...guards.values()].map((guard) => guard(reader)).filter((c): c is SQL => c !== undefined);
  if (sealed.length === 0) return undefined;
  return sql`coalesce(not (${or(...sealed)}), false)`;
}

/**
 * Kept files: attachments a module's records have fixed for good, which nobody deletes even where they may
 * read them (the files of a submitted quote, which its receipt hash names). `kept` is an SQL condition TRUE
 * for such an attachment (written against "base_attachment", as for guards); a delete naming one is refused
 * with the rule's message (409), and nothing of the batch is deleted.
 */
export type KeptFiles = { kept: SQL; message: MessageKey };
const keptRules = new Map<string, KeptFiles>();

/** Registers (or replaces, by name) a module's kept files; the answer puts back what was there. */
export function registerKeptFiles(name: string, rule: KeptFiles): () => void {
  const before = keptRules.get(name);
  keptRules.set(name, rule);
  return () => {
    if (before) keptRules.set(name, before);
    else keptRules.delete(name);
  };
}

/**
 * Refuses (409, the rule's message) a delete of `ids` when any of them the caller may delete (`deletable`:
 * its boundary and the guards, so that a sealed file still answers as a missing one) is kept by a rule.
 */
export async function refuseKeptFiles(db: DbOrTx, ids: number[], deletable: SQL | undefined): Promise<void> {
  for (const rule of keptRules.values()) {
    const [hit] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(inArray(attachments.id, ids), deletable, rule.kept))
      .limit(1);
    if (hit) throw new AppError(409, rule.message);
  }
}
