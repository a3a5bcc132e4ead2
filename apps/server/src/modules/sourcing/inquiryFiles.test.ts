import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { createInquiryKit, INQ, INV, type InquiryKit, inquiryBody } from './inquiryKit.ts';

/*
 * The buyer's files of an inquiry reach the suppliers that take part once it is published (inquiryFiles.ts):
 * the invited supplier downloads the header attachment and the line drawing; a supplier not invited, and
 * anyone before publication, gets the answer of a missing file; no supplier may delete them.
 */

let kit: InquiryKit;
beforeAll(async () => {
  kit = await createInquiryKit();
});
afterAll(async () => {
  await kit.t.close();
});

async function uploadPdf(name: string): Promise<number> {
  const res = await upload(kit.t, kit.cert.buyer, [{ name, content: SAMPLE_PDF, type: 'application/pdf' }]);
  expect(res.statusCode).toBe(200);
  return res.data[0].id as number;
}

const download = async (who: 'supplier1' | 'supplier2', id: number) =>
  (await fileCall(kit.t, kit.cert[who], 'download', { query: `id=${id}`, lang: 'EN' })).statusCode;
const listed = async (who: 'supplier1' | 'supplier2', ids: number[]) =>
  (
    (await kit.t.call('/api/fileServer/v2/file/list', { ids: ids.join(',') }, { certificate: kit.cert[who] })).body
      .data as { id: number }[]
  ).map((a) => a.id);

describe("an inquiry's own files", () => {
  it('are read by the invited supplier once published, never by another or before, and deleted by none', async () => {
    const terms = await uploadPdf('terms.pdf');
    const drawing = await uploadPdf('drawing-A12.pdf');
    const body = inquiryBody(kit.ids, { fileIds: String(terms) });
    const lines: Record<string, unknown>[] = [...body.lines];
    lines[0] = { ...lines[0], fileIds: String(drawing) };
    let doc = await kit.ok(`${INQ}/saveOrUpdate`, { ...body, lines }, 'buyer');
    expect(doc.fileIds).toBe(String(terms));
    expect(doc.lines[0].fileIds).toBe(String(drawing));
    const added = await kit.ok(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [kit.ids.supplier1] },
      'buyer',
    );
    // A draft is the buyer's own: its files stay inside.
    expect(await download('supplier1', terms)).toBe(404);
    expect(await listed('supplier1', [terms, drawing])).toEqual([]);

    doc = await kit.ok(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: added.version }, 'buyer');
    await kit.ok(`${INQ}/doApproval`, { inquiryId: doc.inquiryId, version: doc.version, comment: 'ok' }, 'approver');

    expect(await download('supplier1', terms)).toBe(200);
    expect(await download('supplier1', drawing)).toBe(200);
    expect(await listed('supplier1', [terms, drawing])).toEqual([terms, drawing]);
    // Not invited to a private inquiry: as if the files did not exist.
    expect(await download('supplier2', terms)).toBe(404);
    expect(await download('supplier2', drawing)).toBe(404);
    expect(await listed('supplier2', [terms, drawing])).toEqual([]);
    // Read, never deleted, by the supplier.
    const del = await fileCall(kit.t, kit.cert.supplier1, 'batchDelete', { body: { ids: String(drawing) } });
    expect([403, 404]).toContain(del.statusCode);
    expect(await download('supplier1', drawing)).toBe(200);
  });
});
