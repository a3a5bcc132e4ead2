import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { filesOf } from '../notice/access.ts';
import { createInquiryKit, type InquiryKit, inHours } from './inquiryKit.ts';
import { closeNow, openInquiry, passDeadline, QUOTE, quoteBody, ROUND } from './quoteKit.ts';

/*
 * Quote attachments are sealed like the prices (quoteFileGuard.ts, platform/files/guards.ts): before the
 * round's deadline no internal user — admin included — and no other supplier reads a quote's file on any
 * file path, and the answer is the one of a missing file (404); the uploader always reads it; once the
 * deadline passes or quotes are closed, the buyer does.
 */

let kit: InquiryKit;
type Who = 'admin' | 'buyer' | 'supplier1' | 'supplier2';

beforeAll(async () => {
  kit = await createInquiryKit();
  for (const who of ['admin', 'buyer', 'supplier1', 'supplier2'] as Who[]) {
    const probe = await fileCall(kit.t, kit.cert[who], 'drawPdfView', { query: 'id=99999999' });
    drawRight[who] = probe.statusCode !== 403;
  }
  // The admin holds every right, so at least one caller exercises the drawing calls against the seal.
  expect(drawRight.admin).toBe(true);
});
afterAll(async () => {
  await kit.t.close();
});

/** Uploads one PDF as `who`, answering its attachment id. */
async function uploadPdf(who: Who, name: string): Promise<number> {
  const res = await upload(kit.t, kit.cert[who], [{ name, content: SAMPLE_PDF, type: 'application/pdf' }]);
  expect(res.statusCode).toBe(200);
  return res.data[0].id as number;
}

/** The status of every file path for attachment `id` as `who` (the ids listed, for the list call). */
async function everyPath(who: Who, id: number) {
  const cert = kit.cert[who];
  const status = async (action: string, options: Parameters<typeof fileCall>[3]) =>
    (await fileCall(kit.t, cert, action, { lang: 'EN', ...options })).statusCode;
  const list = await kit.t.call('/api/fileServer/v2/file/list', { ids: String(id) }, { certificate: cert });
  const large = await kit.t.app.inject({
    method: 'GET',
    url: `/api/largeFileServer/v1/largeFile/download?id=${id}`,
    headers: { certificate: cert },
  });
  return {
    list: (list.body.data as { id: number }[]).map((a) => a.id),
    download: await status('download', { query: `id=${id}` }),
    pdfView: await status('pdfView', { query: `id=${id}` }),
    drawPdfView: await status('drawPdfView', { query: `id=${id}` }),
    batchDownload: await status('batchDownload', { body: { ids: String(id) } }),
    drawBatchDownload: await status('drawBatchDownload', { body: { ids: String(id) } }),
    largeDownload: large.statusCode,
  };
}

/** Who has the drawing right (system code DRAW): without it the drawing calls answer 403 for any id. */
const drawRight = {} as Record<Who, boolean>;

/** Every path answering as for a missing file (the drawing calls: 403 when the caller lacks that right). */
const sealed = (who: Who) => {
  const draw = drawRight[who] ? 404 : 403;
  return {
    list: [],
    download: 404,
    pdfView: 404,
    drawPdfView: draw,
    batchDownload: 404,
    drawBatchDownload: draw,
    largeDownload: 404,
  };
};
/** Every path serving the file. */
const open = (who: Who, id: number) => {
  const draw = drawRight[who] ? 200 : 403;
  return {
    list: [id],
    download: 200,
    pdfView: 200,
    drawPdfView: draw,
    batchDownload: 200,
    drawBatchDownload: draw,
    largeDownload: 200,
  };
};

/** Submits supplier's quote (prices on both lines) with these attachments. */
async function submitWith(who: 'supplier1' | 'supplier2', q: Awaited<ReturnType<typeof openInquiry>>, fileIds: string) {
  const mine = await kit.ok(`${QUOTE}/findMine`, { inquiryId: q.inquiryId }, who);
  return kit.ok(`${QUOTE}/submit`, quoteBody(q, '100', '20', { fileIds, version: mine.quote?.version }), who);
}

describe('quote attachments before and after the deadline', () => {
  it('are read by their uploader only until the deadline, then by the buyer; never by the other supplier', async () => {
    const q = await openInquiry(kit);
    const priced = await uploadPdf('supplier1', 'price-breakdown.pdf');
    const loose = await uploadPdf('supplier1', 'company-profile.pdf'); // on no quote: the control
    const theirs = await uploadPdf('supplier2', 'their-offer.pdf');
    await submitWith('supplier1', q, String(priced));
    await submitWith('supplier2', q, String(theirs));

    // The admin reads everything else (the control), so each 404 below is the seal, not a missing right.
    expect(await everyPath('admin', loose)).toEqual(open('admin', loose));
    for (const who of ['admin', 'buyer'] as const) expect(await everyPath(who, priced)).toEqual(sealed(who));
    expect(await everyPath('supplier2', priced)).toEqual(sealed('supplier2'));
    expect(await everyPath('supplier1', theirs)).toEqual(sealed('supplier1'));
    expect(await everyPath('supplier1', priced)).toEqual(open('supplier1', priced));

    // The answer is that of an id that does not exist, word for word.
    const refused = await fileCall(kit.t, kit.cert.buyer, 'download', { query: `id=${priced}`, lang: 'EN' });
    const missing = await fileCall(kit.t, kit.cert.buyer, 'download', { query: 'id=99999999', lang: 'EN' });
    expect(refused.json()).toEqual(missing.json());
    // A zip with one sealed file among open ones is refused whole; the list leaves the sealed one out.
    const mixed = await fileCall(kit.t, kit.cert.admin, 'batchDownload', { body: { ids: `${loose},${priced}` } });
    expect(mixed.statusCode).toBe(404);
    const listed = await kit.t.call(
      '/api/fileServer/v2/file/list',
      { ids: `${loose},${priced}` },
      { certificate: kit.cert.admin },
    );
    expect(listed.body.data.map((a: { id: number }) => a.id)).toEqual([loose]);
    // Nor can it be deleted by anyone inside: 404, and the file stays.
    const del = await kit.call('/api/fileServer/v2/file/batchDelete', { ids: String(priced) }, 'admin');
    expect(del.statusCode).toBe(404);
    const [row] = await kit.rows(sql`select deleted_flag from base_attachment where id = ${priced}`);
    expect(row.deleted_flag).toBe('N');
    // A listing for many readers (a notice's or a public document's files) never shows it.
    expect(await filesOf(kit.t.database.db, `${loose},${priced}`)).toEqual([
      expect.objectContaining({ id: loose, originalFileName: 'company-profile.pdf' }),
    ]);

    // After the deadline (the database clock) the buyer and the admin read it; the other supplier still not.
    await passDeadline(kit, q.inquiryId);
    for (const who of ['admin', 'buyer'] as const) expect(await everyPath(who, priced)).toEqual(open(who, priced));
    const bytes = await fileCall(kit.t, kit.cert.buyer, 'download', { query: `id=${priced}` });
    expect(bytes.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(await everyPath('supplier2', priced)).toEqual(sealed('supplier2'));
    expect(await everyPath('supplier1', priced)).toEqual(open('supplier1', priced));
    expect(await filesOf(kit.t.database.db, String(priced))).toEqual([]);
  });

  it('keeps a replaced file sealed until the deadline, and a draft-only file sealed for good', async () => {
    const q = await openInquiry(kit);
    const first = await uploadPdf('supplier1', 'offer-v1.pdf');
    const second = await uploadPdf('supplier1', 'offer-v2.pdf');
    await submitWith('supplier1', q, String(first));
    // Resubmitted with another file: the first one is only in the submission history now.
    await submitWith('supplier1', q, ` ${second} `);
    const drafted = await uploadPdf('supplier2', 'never-sent.pdf');
    await kit.ok(`${QUOTE}/saveDraft`, { ...quoteBody(q, '90', '18'), fileIds: String(drafted) }, 'supplier2');

    for (const id of [first, second, drafted]) expect(await everyPath('buyer', id)).toEqual(sealed('buyer'));
    expect(await everyPath('supplier2', drafted)).toEqual(open('supplier2', drafted));

    // Closed early (quotes closed while the deadline is still ahead): the submitted files open.
    await kit.rows(sql`update srm_src_inquiry set status = 'CLOSED' where id = ${q.inquiryId}`);
    expect(await everyPath('buyer', first)).toEqual(open('buyer', first));
    expect(await everyPath('buyer', second)).toEqual(open('buyer', second));
    // A draft is the supplier's own: never read inside, even after the round.
    expect(await everyPath('buyer', drafted)).toEqual(sealed('buyer'));
    expect(await everyPath('supplier2', drafted)).toEqual(open('supplier2', drafted));
  });

  it('keeps the files of a submitted quote: neither its supplier nor, after the deadline, anyone inside deletes them', async () => {
    const q = await openInquiry(kit);
    const sent = await uploadPdf('supplier1', 'sent-offer.pdf');
    const drafted = await uploadPdf('supplier2', 'draft-only.pdf');
    await submitWith('supplier1', q, String(sent));
    await kit.ok(`${QUOTE}/saveDraft`, { ...quoteBody(q, '90', '18'), fileIds: String(drafted) }, 'supplier2');
    const deleting = (id: number, who: Who) =>
      kit.call('/api/fileServer/v2/file/batchDelete', { ids: String(id) }, who);

    const own = await deleting(sent, 'supplier1');
    expect(own.statusCode).toBe(409);
    expect(own.body.msg).toBe('This file is part of a submitted quote and cannot be deleted');
    const cn = await kit.call('/api/fileServer/v2/file/batchDelete', { ids: String(sent) }, 'supplier1', 'CN');
    expect(cn.body.msg).toBe('该附件属于已提交的报价，不能删除');
    // Before the deadline the admin still meets a missing file (the seal says nothing of the quote).
    expect((await deleting(sent, 'admin')).statusCode).toBe(404);
    await passDeadline(kit, q.inquiryId);
    expect((await deleting(sent, 'admin')).statusCode).toBe(409);
    const [row] = await kit.rows(sql`select deleted_flag from base_attachment where id = ${sent}`);
    expect(row.deleted_flag).toBe('N');
    // A draft's file is its supplier's own to drop.
    expect((await deleting(drafted, 'supplier2')).statusCode).toBe(200);
  });

  it('seals a bargaining round anew while the earlier round stays readable', async () => {
    const q = await openInquiry(kit);
    const round1 = await uploadPdf('supplier1', 'round-1.pdf');
    await submitWith('supplier1', q, String(round1));
    await submitWith('supplier2', q, '');
    await closeNow(kit, q.inquiryId);
    const inquiry = await kit.rows(sql`select version from srm_src_inquiry where id = ${q.inquiryId}`);
    await kit.ok(
      `${ROUND}/startBargaining`,
      {
        inquiryId: q.inquiryId,
        version: inquiry[0].version,
        supplierIds: [kit.ids.supplier1],
        quoteDeadline: inHours(24),
      },
      'buyer',
    );
    const round2 = await uploadPdf('supplier1', 'round-2.pdf');
    await submitWith('supplier1', q, String(round2));

    expect(await everyPath('buyer', round1)).toEqual(open('buyer', round1));
    expect(await everyPath('buyer', round2)).toEqual(sealed('buyer'));
    await passDeadline(kit, q.inquiryId);
    expect(await everyPath('buyer', round2)).toEqual(open('buyer', round2));
  });

  it('does not let a quote seal a file its supplier did not upload, and reads odd id lists strictly', async () => {
    const q = await openInquiry(kit);
    const buyers = await uploadPdf('buyer', 'drawing.pdf');
    const own = await uploadPdf('supplier1', 'spaced.pdf');
    await submitWith('supplier1', q, String(own));
    // Stored ids as a client might have typed them: leading zeros, spaces; plus an id of the buyer's file.
    await kit.rows(
      sql`update srm_src_quote set file_ids = ${` 00${own} ,${buyers}`} where inquiry_id = ${q.inquiryId}`,
    );
    await kit.rows(
      sql`update srm_src_quote_submission set content = jsonb_set(content::jsonb, '{fileIds}', to_jsonb(${`00${own}`}::text))::text where inquiry_id = ${q.inquiryId}`,
    );
    expect(await everyPath('buyer', own)).toEqual(sealed('buyer'));
    expect(await everyPath('buyer', buyers)).toEqual(open('buyer', buyers));
  });
});
