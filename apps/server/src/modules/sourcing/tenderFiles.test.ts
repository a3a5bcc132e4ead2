import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { inHours } from './inquiryKit.ts';
import { createTenderKit, draftTender, sealDirectly, TCHG, type TenderKit, TND, tenderBody } from './tenderKit.ts';

/*
 * The buyer's files of a tender (tenderFiles.ts) — its documents, the lines' drawings, the change letters'
 * files — reach the suppliers that may read the tender once it is published: an invited supplier downloads
 * them; a supplier not invited to a private tender, and anyone before publication, gets a missing file.
 */

let kit: TenderKit;
beforeAll(async () => {
  kit = await createTenderKit();
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

describe("a tender's own files", () => {
  it('are read by the invited supplier once published (letters too), never by another or before', async () => {
    const documents = await uploadPdf('tender-documents.pdf');
    const drawing = await uploadPdf('drawing-B7.pdf');
    const addendum = await uploadPdf('addendum-1.pdf');
    const body = tenderBody(kit, { fileIds: String(documents) });
    const lines: Record<string, unknown>[] = [...body.lines];
    lines[0] = { ...lines[0], fileIds: String(drawing) };
    const draft = await draftTender(kit, [kit.ids.supplier1], { fileIds: String(documents), lines });
    expect(await download('supplier1', documents)).toBe(404);
    await sealDirectly(kit, draft.tenderId);
    let doc = await kit.ok(`${TND}/doSubmit`, { tenderId: draft.tenderId, version: draft.version }, 'buyer');
    doc = await kit.ok(`${TND}/doApproval`, { tenderId: doc.tenderId, version: doc.version }, 'approver');
    await kit.ok(
      `${TCHG}/issue`,
      {
        tenderId: doc.tenderId,
        version: doc.version,
        title: 'Addendum',
        content: 'See file',
        fileIds: String(addendum),
        newBidDeadline: inHours(49),
      },
      'buyer',
    );
    for (const id of [documents, drawing, addendum]) {
      expect(await download('supplier1', id)).toBe(200);
      expect(await download('supplier2', id)).toBe(404);
    }
  });
});
