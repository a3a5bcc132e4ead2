import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAR, createInquiryKit, INQ, INV, type InquiryKit, inquiryBody, publishedInquiry, SUP } from './inquiryKit.ts';

/*
 * The supplier's side of an inquiry (issue 17 items 3, 5, 6) and its data boundary: a supplier reads only
 * inquiries it takes part in (or public ones open to sign-up), never a draft, the internal remark, the other
 * invitees or who asked a question; on a private inquiry it is not invited to every path answers 404.
 */

let kit: InquiryKit;
/** Published, supplier1 only. */
let privateOne: any;
/** Published, both demo suppliers. */
let shared: any;
/** A draft inviting supplier1. */
let draft: any;

beforeAll(async () => {
  kit = await createInquiryKit();
  privateOne = await publishedInquiry(kit, [kit.ids.supplier1], { title: 'Private to supplier1' });
  shared = await publishedInquiry(kit, [kit.ids.supplier1, kit.ids.supplier2], { title: 'Both suppliers' });
  draft = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids, { title: 'Still a draft' }), 'buyer');
  await kit.ok(
    `${INV}/add`,
    { inquiryId: draft.inquiryId, version: draft.version, supplierIds: [kit.ids.supplier1] },
    'buyer',
  );
});
afterAll(async () => {
  await kit.t.close();
});

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

describe('what a supplier reads', () => {
  it('lists its published inquiries, never a draft nor another supplier’s private one', async () => {
    const s1 = await kit.call(`${SUP}/listByPage`, { pageIndex: 1, pageRows: 50 }, 'supplier1');
    const titles1 = (s1.body.data as any[]).map((r) => r.title).sort();
    expect(titles1).toEqual(['Both suppliers', 'Private to supplier1']);
    const s2 = await kit.call(`${SUP}/listByPage`, { pageIndex: 1, pageRows: 50 }, 'supplier2');
    expect((s2.body.data as any[]).map((r) => r.title)).toEqual(['Both suppliers']);
    expect(s2.body.page?.count).toBe(1);
    for (const row of s1.body.data as any[]) {
      expect(row).toMatchObject({ takesPart: true, responseStatus: 'INVITED', inCurrentRound: true });
      expect(keysOf(row).has('internalRemark')).toBe(false);
    }
  });

  it('findById shows the lines and its own invitation, never the internal remark or other invitees; first view is stamped', async () => {
    const doc = await kit.ok(`${SUP}/findById`, { inquiryId: shared.inquiryId }, 'supplier2');
    expect(doc.title).toBe('Both suppliers');
    expect(doc.lines).toHaveLength(2);
    expect(doc.notesToSuppliers).toBe('Prices delivered to the East plant');
    expect(doc.invitation).toMatchObject({ source: 'INVITED', responseStatus: 'INVITED', inCurrentRound: true });
    expect(doc._actions).toEqual(expect.arrayContaining(['quote', 'decline', 'ask']));
    const keys = keysOf(doc);
    for (const hidden of ['internalRemark', 'supplierId', 'createdBy', 'lastUpdatedBy', 'awardStatus', 'suppliers'])
      expect(keys.has(hidden), hidden).toBe(false);
    const raw = JSON.stringify(doc);
    expect(raw).not.toContain('Budget 5000');
    expect(raw).not.toContain('苏州精密');
    const buyerView = await kit.ok(`${INV}/listByInquiry`, { inquiryId: shared.inquiryId }, 'buyer');
    const s2 = buyerView.find((s: any) => s.supplierId === kit.ids.supplier2);
    expect(s2.viewedDate).toBeTruthy();
    expect(buyerView.find((s: any) => s.supplierId === kit.ids.supplier1).viewedDate).toBeNull();
  });

  it('a supplier not invited to a private inquiry gets 404 on every path; so does every supplier on a draft', async () => {
    const paths: [string, object][] = [
      [`${SUP}/findById`, { inquiryId: privateOne.inquiryId }],
      [`${SUP}/signUp`, { inquiryId: privateOne.inquiryId }],
      [`${SUP}/decline`, { inquiryId: privateOne.inquiryId, reason: 'no capacity' }],
      [`${SUP}/ask`, { inquiryId: privateOne.inquiryId, question: 'Which grade?' }],
    ];
    for (const [path, body] of paths) {
      const res = await kit.call(path, body, 'supplier2');
      expect(res.statusCode, path).toBe(404);
    }
    for (const path of [`${SUP}/findById`, `${SUP}/ask`, `${SUP}/decline`]) {
      const res = await kit.call(path, { inquiryId: draft.inquiryId, question: 'q', reason: 'r' }, 'supplier1');
      expect(res.statusCode, path).toBe(404);
    }
    // Nothing was written by the refused calls.
    const [{ n }] = await kit.rows(sql`select count(*)::int as n from srm_src_inquiry_supplier
      where inquiry_id = ${privateOne.inquiryId} and supplier_id = ${kit.ids.supplier2}`);
    expect(n).toBe(0);
  });

  it('internal users are refused the supplier calls', async () => {
    for (const action of ['listByPage', 'findById', 'signUp', 'decline', 'ask']) {
      const res = await kit.call(`${SUP}/${action}`, { inquiryId: shared.inquiryId }, 'buyer');
      expect(res.statusCode, action).toBe(403);
    }
  });
});

describe('clarifications', () => {
  it('the buyer sees the asker; the answer reaches every participant without it; the asker sees its own as mine', async () => {
    await kit.ok(`${SUP}/ask`, { inquiryId: shared.inquiryId, question: 'Is mill certificate required?' }, 'supplier1');
    // Unanswered: only the asker sees it.
    const before2 = await kit.ok(`${SUP}/findById`, { inquiryId: shared.inquiryId }, 'supplier2');
    expect(before2.clarifications).toEqual([]);
    const before1 = await kit.ok(`${SUP}/findById`, { inquiryId: shared.inquiryId }, 'supplier1');
    expect(before1.clarifications).toMatchObject([
      { question: 'Is mill certificate required?', answer: null, mine: true },
    ]);
    // The buyer has a to-do and sees who asked.
    const [todo] = await kit.rows(sql`select handle_flag from srm_interior_pending
      where bill_type = 'SRC_INQUIRY' and bill_id = ${shared.inquiryId} and task_id is null`);
    expect(todo.handle_flag).toBe('N');
    const list = await kit.ok(`${CLAR}/listByInquiry`, { inquiryId: shared.inquiryId }, 'buyer');
    expect(list[0]).toMatchObject({ askedBySupplierId: kit.ids.supplier1, answer: null });
    expect(list[0].askedBySupplierName).toBeTruthy();
    await kit.ok(`${CLAR}/answer`, { clarificationId: list[0].clarificationId, answer: 'Yes, EN 10204 3.1' }, 'buyer');
    const twice = await kit.call(
      `${CLAR}/answer`,
      { clarificationId: list[0].clarificationId, answer: 'again' },
      'buyer',
    );
    expect(twice.statusCode).toBe(409);

    const after2 = await kit.ok(`${SUP}/findById`, { inquiryId: shared.inquiryId }, 'supplier2');
    expect(after2.clarifications).toEqual([
      expect.objectContaining({ question: 'Is mill certificate required?', answer: 'Yes, EN 10204 3.1', mine: false }),
    ]);
    expect(keysOf(after2.clarifications)).toEqual(
      new Set(['clarificationId', 'question', 'askedAt', 'answer', 'answeredAt', 'mine']),
    );
    const after1 = await kit.ok(`${SUP}/findById`, { inquiryId: shared.inquiryId }, 'supplier1');
    expect(after1.clarifications[0].mine).toBe(true);
    // Both were told; the buyer's to-do is done.
    const told = await kit.rows(sql`select distinct u.supplier_id from srm_base_notification n
      join base_users u on u.id = n.recipient_user_id
      where n.bill_id = ${shared.inquiryId} and n.notification_title like '%澄清答复%'`);
    expect(told.map((r) => r.supplier_id).sort()).toEqual([kit.ids.supplier1, kit.ids.supplier2].sort());
    const [done] = await kit.rows(sql`select handle_flag from srm_interior_pending
      where bill_type = 'SRC_INQUIRY' and bill_id = ${shared.inquiryId} and task_id is null`);
    expect(done.handle_flag).toBe('Y');
  });
});

describe('decline and public inquiries', () => {
  it('a supplier declines with a reason; its to-do is done; the buyer sees the reason', async () => {
    const doc = await publishedInquiry(kit, [kit.ids.supplier2], { title: 'To decline' });
    const empty = await kit.call(`${SUP}/decline`, { inquiryId: doc.inquiryId, reason: ' ' }, 'supplier2');
    expect(empty.statusCode).toBe(400);
    const answered = await kit.ok(
      `${SUP}/decline`,
      { inquiryId: doc.inquiryId, reason: 'No capacity in Q4' },
      'supplier2',
    );
    expect(answered.invitation).toMatchObject({ responseStatus: 'DECLINED', declineReason: 'No capacity in Q4' });
    expect(answered._actions).toEqual([]);
    const [todo] = await kit.rows(sql`select handle_flag from srm_base_supplier_pending
      where bill_type = 'INQUIRY' and bill_id = ${doc.inquiryId}`);
    expect(todo.handle_flag).toBe('Y');
    const buyerView = await kit.ok(`${INV}/listByInquiry`, { inquiryId: doc.inquiryId }, 'buyer');
    expect(buyerView[0]).toMatchObject({ responseStatus: 'DECLINED', declineReason: 'No capacity in Q4' });
  });

  it('a public inquiry is announced, read by any supplier, signed up to once; a blocked supplier is refused', async () => {
    const doc = await publishedInquiry(kit, [], { title: 'Open call for gloves', inquiryMode: 'PUBLIC' });
    const [notice] = await kit.rows(sql`select n.notice_type, n.status, n.audience from srm_base_notice n
      join srm_src_inquiry i on i.announcement_notice_id = n.id where i.id = ${doc.inquiryId}`);
    expect(notice).toEqual({ notice_type: 'INQUIRY_ANN', status: 'PUBLISHED', audience: 'SUPPLIER' });

    const open = await kit.call(
      `${SUP}/listByPage`,
      { searchParams: { takesPart: 'N' }, pageIndex: 1, pageRows: 50 },
      'supplier2',
    );
    expect((open.body.data as any[]).map((r) => r.title)).toContain('Open call for gloves');
    const seen = await kit.ok(`${SUP}/findById`, { inquiryId: doc.inquiryId }, 'supplier2');
    expect(seen.invitation).toBeNull();
    expect(seen._actions).toEqual(['signUp']);
    expect(seen.clarifications).toEqual([]);
    // Not a participant yet: no quote, no question.
    expect((await kit.call(`${SUP}/ask`, { inquiryId: doc.inquiryId, question: 'q?' }, 'supplier2')).statusCode).toBe(
      404,
    );

    // A blocked supplier cannot sign up.
    await kit.rows(sql`update srm_pos_supplier_info set supplier_status = 'FROZEN' where id = ${kit.ids.supplier1}`);
    const refused = await kit.call(`${SUP}/signUp`, { inquiryId: doc.inquiryId }, 'supplier1');
    await kit.rows(sql`update srm_pos_supplier_info set supplier_status = 'EFFECTIVE' where id = ${kit.ids.supplier1}`);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('cannot take part in sourcing');

    const signed = await kit.ok(`${SUP}/signUp`, { inquiryId: doc.inquiryId }, 'supplier2');
    expect(signed.invitation).toMatchObject({ source: 'SIGNED_UP', responseStatus: 'INVITED', inCurrentRound: true });
    expect(signed._actions).toEqual(expect.arrayContaining(['quote', 'decline', 'ask']));
    const again = await kit.call(`${SUP}/signUp`, { inquiryId: doc.inquiryId }, 'supplier2');
    expect(again.statusCode).toBe(409);
    const [todo] =
      await kit.rows(sql`select bill_type, supplier_id from srm_base_supplier_pending where bill_id = ${doc.inquiryId}
      and bill_type = 'PUBLIC_INQUIRY'`);
    expect(todo.supplier_id).toBe(kit.ids.supplier2);

    // Closed, a public inquiry leaves the list of those not taking part, and a late sign-up answers 404.
    const closed = await kit.ok(`${INQ}/findById`, { inquiryId: doc.inquiryId }, 'buyer');
    await kit.ok(`${INQ}/close`, { inquiryId: doc.inquiryId, version: closed.version }, 'buyer');
    expect((await kit.call(`${SUP}/signUp`, { inquiryId: doc.inquiryId }, 'supplier1')).statusCode).toBe(404);
    // The participant still reads it.
    expect((await kit.ok(`${SUP}/findById`, { inquiryId: doc.inquiryId }, 'supplier2')).status).toBe('CLOSED');
  });

  it('withdrawn, a public inquiry’s notice is revoked', async () => {
    const doc = await publishedInquiry(kit, [], { title: 'Withdrawn call', inquiryMode: 'PUBLIC' });
    await kit.ok(
      `${INQ}/doAbolish`,
      { inquiryId: doc.inquiryId, version: doc.version, comment: 'Bought elsewhere' },
      'buyer',
    );
    const [notice] = await kit.rows(sql`select n.status from srm_base_notice n
      join srm_src_inquiry i on i.announcement_notice_id = n.id where i.id = ${doc.inquiryId}`);
    expect(notice.status).toBe('REVOKED');
    expect((await kit.call(`${SUP}/findById`, { inquiryId: doc.inquiryId }, 'supplier2')).statusCode).toBe(404);
  });
});
