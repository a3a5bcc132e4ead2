import { isSupplierUserType } from '@srm/core';
import { type SQL, sql } from 'drizzle-orm';
import { registerFileGuard, registerKeptFiles } from '../../platform/files/guards.ts';

/*
 * A bid's technical envelope is sealed with its prices (issue 17 item 4): before the tender is opened nobody
 * inside — the buyer, the committee, an administrator — reads any of its files, and no other supplier ever
 * does. Attachment ids are sequential, so the file service itself refuses them (this guard; the twin of the
 * quote's, quoteFileGuard.ts): such a file answers 404 on every file path, exactly as a missing one.
 *
 * A bid file is an attachment its supplier uploaded (base_attachment.supplier_id) and listed on that
 * supplier's bid (srm_src_tender_bid.technical_file_ids, comma text: every run of digits counts as an id, so
 * odd spacing seals more, never less). Requiring the uploader to be the bid's supplier keeps a supplier from
 * sealing somebody else's file (a notice's, say) by putting its id on its bid.
 *
 * - The supplier that uploaded it always reads it; any other supplier never.
 * - An internal user reads it once the bid's tender is opened (OPENED and after). A withdrawn bid's files
 *   stay sealed (never opened), as do those of a tender withdrawn before its opening.
 * - A listing for many readers (reader null: a notice's files) never shows it.
 */

const idsIn = (text: SQL) => sql`(select (regexp_matches(coalesce(${text}, ''), '[0-9]{1,10}', 'g'))[1]::bigint)`;

/** The attachment is listed on a bid of the supplier that uploaded it. */
const bidFile = sql`("base_attachment"."supplier_id" is not null and exists (select 1 from srm_src_tender_bid b where b.supplier_id = "base_attachment"."supplier_id" and "base_attachment"."id" in ${idsIn(sql`b.technical_file_ids`)}))`;

/** …on a bid opened with its tender (a bid found INVALID at the opening was opened too). */
const openedBidFile = sql`exists (select 1 from srm_src_tender_bid b join srm_src_tender t on t.id = b.tender_id where b.supplier_id = "base_attachment"."supplier_id" and b.status in ('OPENED', 'INVALID') and t.status in ('OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED') and "base_attachment"."id" in ${idsIn(sql`b.technical_file_ids`)})`;

registerFileGuard('sourcingTenderBid', (reader) => {
  if (reader === null) return bidFile;
  if (isSupplierUserType(reader.userType)) {
    if (reader.supplierId == null) return bidFile;
    return sql`("base_attachment"."supplier_id" <> ${reader.supplierId} and ${bidFile})`;
  }
  return sql`(${bidFile} and not ${openedBidFile})`;
});

/*
 * A file of a bid that was submitted and not withdrawn is kept for good: it is part of what the supplier bid,
 * so neither the supplier nor, after the opening, anyone inside may delete it. A resubmission that leaves a
 * file out frees it; so does withdrawing the bid.
 */
registerKeptFiles('sourcingTenderBid', {
  kept: sql`exists (select 1 from srm_src_tender_bid b where b.supplier_id = "base_attachment"."supplier_id" and b.status <> 'WITHDRAWN' and "base_attachment"."id" in ${idsIn(sql`b.technical_file_ids`)})`,
  message: 'tenderBid.fileKept',
});
