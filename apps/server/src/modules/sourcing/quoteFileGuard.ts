import { isSupplierUserType } from '@srm/core';
import { type SQL, sql } from 'drizzle-orm';
import { registerFileGuard, registerKeptFiles } from '../../platform/files/guards.ts';

/*
 * Quote attachments are sealed like the quote's prices (issue 17, notes/sourcing.md: before the round's
 * deadline nobody inside reads anything of a quote but who quoted and when). Attachment ids are
 * sequential, so the file service itself must refuse them: this guard (platform/files/guards.ts) makes a
 * quote file answer 404 on every file path until then.
 *
 * A quote file is an attachment its supplier uploaded (base_attachment.supplier_id) and listed on one of
 * that supplier's quotes: the working copy (srm_src_quote.file_ids) or any submission kept in the history
 * (srm_src_quote_submission.content, whose "fileIds" a resubmission may have replaced). Requiring the
 * uploader to be the quote's supplier keeps a supplier from sealing somebody else's file (a notice's
 * file it may read) by putting its id on a quote.
 *
 * - The supplier that uploaded it always reads it; any other supplier never does.
 * - An internal user (admin included) reads it once it is part of a SUBMITTED quote of a round whose prices
 *   may be seen: an earlier round, or the current one closed (CLOSED / AWARDED / COMPLETED) or past its
 *   deadline by the database clock — the SQL twin of pricesVisible() in quoteAccess.ts. A file only on a
 *   draft is never read inside: a draft is the supplier's own.
 * - A listing for many readers (reader null: a notice's or public document's files) never shows it.
 *
 * Ids in file_ids are comma text as the supplier sent it: every run of digits counts as an id, so odd
 * spacing or leading zeros seal more, never less. One statement per batch: the conditions run inside the
 * query that reads the attachments (indexes: srm_src_quote by supplier, submissions by quote).
 */

/** Every run of digits in a comma list as an id (the `in (…)` side of a match). */
const idsIn = (text: SQL) => sql`(select (regexp_matches(coalesce(${text}, ''), '[0-9]{1,10}', 'g'))[1]::bigint)`;

const fileOnSubmission = sql`exists (select 1 from srm_src_quote_submission s where s.quote_id = q.id and "base_attachment"."id" in ${idsIn(sql`s.content::jsonb ->> 'fileIds'`)})`;

/** The attachment is on a quote (working copy or a submission) of the supplier that uploaded it. */
const quoteFile = sql`("base_attachment"."supplier_id" is not null and exists (select 1 from srm_src_quote q where q.supplier_id = "base_attachment"."supplier_id" and ("base_attachment"."id" in ${idsIn(sql`q.file_ids`)} or ${fileOnSubmission})))`;

/** …and it was submitted on a quote whose round's prices the buyer may see now (pricesVisible in SQL). */
const releasedQuoteFile = sql`exists (select 1 from srm_src_quote q join srm_src_inquiry i on i.id = q.inquiry_id where q.supplier_id = "base_attachment"."supplier_id" and (q.round < i.round or i.status in ('CLOSED', 'AWARDED', 'COMPLETED') or i.quote_deadline <= now()) and ${fileOnSubmission})`;

registerFileGuard('sourcingQuote', (reader) => {
  if (reader === null) return quoteFile;
  if (isSupplierUserType(reader.userType)) {
    if (reader.supplierId == null) return quoteFile;
    return sql`("base_attachment"."supplier_id" <> ${reader.supplierId} and ${quoteFile})`;
  }
  return sql`(${quoteFile} and not ${releasedQuoteFile})`;
});

/*
 * A file of a submitted quote is kept for good: the submission's receipt hash names it, so neither its
 * supplier nor, after the deadline, anyone inside may delete it (a draft's files stay the supplier's to drop).
 */
registerKeptFiles('sourcingQuote', {
  kept: sql`exists (select 1 from srm_src_quote q where q.supplier_id = "base_attachment"."supplier_id" and ${fileOnSubmission})`,
  message: 'sourcing.quoteFileKept',
});
