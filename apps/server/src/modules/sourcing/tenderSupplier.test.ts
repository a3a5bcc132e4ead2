import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHours } from './inquiryKit.ts';
import { createTenderKit, draftTender, keysOf, publishedTender, SUPT, type TenderKit, TND, TSUP } from './tenderKit.ts';

/*
 * The supplier's side of a tender (issue 17 item 3) and its data boundary: a supplier reads only tenders it
 * takes part in once published, or PUBLIC ones open for bids; never a draft, the internal remark, the notes
 * to the jury, the committee, or another supplier's participation; on a private tender it is not invited
 * to every path answers 404. Signing up (never blocked suppliers, never after the sign-up deadline),
 * declining, reporting the payment.
 */

let kit: TenderKit;
/** Published, supplier1 only. */
let privateOne: any;
/** Published, both demo suppliers. */
let shared: any;
/** A draft inviting supplier1. */
let draft: any;

beforeAll(async () => {
  kit = await createTenderKit();
  privateOne = await publishedTender(kit, [kit.ids.supplier1], { title: 'Private to supplier1' });
  shared = await publishedTender(kit, [kit.ids.supplier1, kit.ids.supplier2], { title: 'Both suppliers' });
  draft = await draftTender(kit, [kit.ids.supplier1], { title: 'Still a draft' });
  // supplier1 has paid its fee on the shared tender: supplier2 must never see it.
  await kit.ok(`${TSUP}/confirmFee`, { tenderId: shared.tenderId, supplierId: kit.ids.supplier1 }, 'buyer');
});
afterAll(async () => {
  await kit.t.close();
});

/** Nothing a supplier may never read, anywhere in an answer. */
function expectNothingInternal(answer: unknown) {
  const keys = keysOf(answer);
  for (const hidden of [
    'internalRemark',
    'notesToJury',
    'committee',
    'openingThreshold',
    'recommendedSupplierId',
    'recommendation',
    'announcementNoticeId',
    'resultNoticeId',
    'sealedDate',
    'createdBy',
    'lastUpdatedBy',
    'awardStatus',
    'suppliers',
    'supplierId',
    'issuedBy',
    'lineCategoryIds',
  ])
    expect(keys.has(hidden), hidden).toBe(false);
  const raw = JSON.stringify(answer);
  expect(raw).not.toContain('800000');
  expect(raw).not.toContain('Weigh delivery history');
}

describe('what a supplier reads', () => {
  it('lists its published tenders, never a draft nor another supplier’s private one', async () => {
    const s1 = await kit.call(`${SUPT}/listByPage`, { pageIndex: 1, pageRows: 50 }, 'supplier1');
    expect((s1.body.data as any[]).map((r) => r.title).sort()).toEqual(['Both suppliers', 'Private to supplier1']);
    const s2 = await kit.call(`${SUPT}/listByPage`, { pageIndex: 1, pageRows: 50 }, 'supplier2');
    expect((s2.body.data as any[]).map((r) => r.title)).toEqual(['Both suppliers']);
    expect(s2.body.page?.count).toBe(1);
    // Its own fee status only: supplier1 paid, supplier2 still owes.
    expect((s2.body.data as any[])[0]).toMatchObject({
      takesPart: true,
      responseStatus: 'INVITED',
      feeStatus: 'UNPAID',
    });
    // The database clock on each row, for the deadline countdown.
    expect(Math.abs(Date.parse((s2.body.data as any[])[0].serverTime) - Date.now())).toBeLessThan(60_000);
    const mine1 = (s1.body.data as any[]).find((r) => r.title === 'Both suppliers');
    expect(mine1.feeStatus).toBe('PAID');
    expectNothingInternal(s1.body.data);
    expectNothingInternal(s2.body.data);
  });

  it('findById shows lines, its own participation and the seal key, never internal fields or other suppliers; first view stamped', async () => {
    const doc = await kit.ok(`${SUPT}/findById`, { tenderId: shared.tenderId }, 'supplier2');
    expect(doc.title).toBe('Both suppliers');
    expect(doc.lines).toHaveLength(2);
    expect(doc).toMatchObject({
      notesToSuppliers: 'Bids in CNY, delivered to the East plant',
      tenderFee: '500.00',
      bidBond: '2000.00',
      bondAccount: 'ICBC 1001 2345 6789',
      eventPublicKey: 'fake-event-public-key',
      templateName: 'Tender, weighted score (60/40)',
      changes: [],
    });
    expect(doc.participation).toMatchObject({ source: 'INVITED', feeStatus: 'UNPAID', bondStatus: 'UNPAID' });
    expect(doc.participation.feePaidDate).toBeNull();
    expect(doc._actions).toEqual(['decline', 'reportPayment']);
    expect(new Date(doc.serverTime).getTime()).toBeGreaterThan(0);
    expectNothingInternal(doc);
    const s1 = await kit.ok(`${SUPT}/findById`, { tenderId: shared.tenderId }, 'supplier1');
    expect(s1._actions).toEqual(['decline', 'reportPayment']);
    const buyerView = await kit.ok(`${TSUP}/listByTender`, { tenderId: shared.tenderId }, 'buyer');
    expect(buyerView.find((s: any) => s.supplierId === kit.ids.supplier2).viewedDate).toBeTruthy();
  });

  it('a supplier not invited to a private tender gets 404 on every path; so does every supplier on a draft', async () => {
    const paths: [string, object][] = [
      [`${SUPT}/findById`, { tenderId: privateOne.tenderId }],
      [`${SUPT}/signUp`, { tenderId: privateOne.tenderId }],
      [`${SUPT}/decline`, { tenderId: privateOne.tenderId, reason: 'no capacity' }],
      [`${SUPT}/reportPayment`, { tenderId: privateOne.tenderId, paymentReference: 'BANK-1' }],
    ];
    for (const [path, body] of paths) {
      const res = await kit.call(path, body, 'supplier2');
      expect(res.statusCode, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Private to supplier1');
    }
    for (const [path, body] of paths) {
      const res = await kit.call(path, { ...body, tenderId: draft.tenderId }, 'supplier1');
      expect(res.statusCode, path).toBe(404);
    }
    const [{ n }] = await kit.rows(sql`select count(*)::int as n from srm_src_tender_supplier
      where tender_id = ${privateOne.tenderId} and supplier_id = ${kit.ids.supplier2}`);
    expect(n).toBe(0);
  });

  it('internal users are refused the supplier calls', async () => {
    for (const action of ['listByPage', 'findById', 'signUp', 'decline', 'reportPayment']) {
      const res = await kit.call(`${SUPT}/${action}`, { tenderId: shared.tenderId }, 'buyer');
      expect(res.statusCode, action).toBe(403);
    }
  });
});

describe('decline and payment', () => {
  it('a supplier reports its payment reference; the buyer is told and confirms; once paid up it may bid', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier2], { title: 'To pay' });
    const empty = await kit.call(
      `${SUPT}/reportPayment`,
      { tenderId: doc.tenderId, paymentReference: ' ' },
      'supplier2',
    );
    expect(empty.statusCode).toBe(400);
    const reported = await kit.ok(
      `${SUPT}/reportPayment`,
      { tenderId: doc.tenderId, paymentReference: 'ICBC-20260101-77' },
      'supplier2',
    );
    expect(reported.participation.paymentReference).toBe('ICBC-20260101-77');
    const [told] = await kit.rows(sql`select n.notification_title from srm_base_notification n
      join base_users u on u.id = n.recipient_user_id where n.bill_id = ${doc.tenderId} and u.user_name = 'buyer'`);
    expect(told.notification_title).toContain('ICBC-20260101-77');
    for (const step of ['confirmFee', 'confirmBond']) {
      await kit.ok(`${TSUP}/${step}`, { tenderId: doc.tenderId, supplierId: kit.ids.supplier2 }, 'buyer');
    }
    const paid = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2');
    expect(paid.participation).toMatchObject({ feeStatus: 'PAID', bondStatus: 'PAID' });
    expect(paid._actions).toEqual(['decline', 'bid']);
    const nothing = await kit.call(
      `${SUPT}/reportPayment`,
      { tenderId: doc.tenderId, paymentReference: 'X' },
      'supplier2',
    );
    expect(nothing.statusCode).toBe(409);
  });

  it('a supplier declines with a reason; its to-do is done; the buyer sees the reason', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier2], {
      title: 'To decline',
      tenderFee: null,
      bidBond: null,
    });
    const empty = await kit.call(`${SUPT}/decline`, { tenderId: doc.tenderId, reason: ' ' }, 'supplier2');
    expect(empty.statusCode).toBe(400);
    const before = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2');
    expect(before.participation).toMatchObject({ feeStatus: 'NONE', bondStatus: 'NONE' });
    expect(before._actions).toEqual(['decline', 'bid']);
    const answered = await kit.ok(`${SUPT}/decline`, { tenderId: doc.tenderId, reason: 'No capacity' }, 'supplier2');
    expect(answered.participation).toMatchObject({ responseStatus: 'DECLINED', declineReason: 'No capacity' });
    expect(answered._actions).toEqual([]);
    const [todo] = await kit.rows(sql`select handle_flag from srm_base_supplier_pending
      where bill_type = 'BIDDING_RESPONSE' and bill_id = ${doc.tenderId}`);
    expect(todo.handle_flag).toBe('Y');
    const again = await kit.call(`${SUPT}/decline`, { tenderId: doc.tenderId, reason: 'again' }, 'supplier2');
    expect(again.statusCode).toBe(409);
    const buyerView = await kit.ok(`${TSUP}/listByTender`, { tenderId: doc.tenderId }, 'buyer');
    expect(buyerView[0]).toMatchObject({ responseStatus: 'DECLINED', declineReason: 'No capacity' });
  });
});

describe('public tenders and sign-up', () => {
  it('any supplier reads a PUBLIC tender and signs up once; a blocked one is refused; it then owes fee and bond', async () => {
    const doc = await publishedTender(kit, [], { title: 'Open call for plates', tenderMode: 'PUBLIC' });
    const open = await kit.call(
      `${SUPT}/listByPage`,
      { searchParams: { takesPart: 'N' }, pageIndex: 1, pageRows: 50 },
      'supplier2',
    );
    expect((open.body.data as any[]).map((r) => r.title)).toContain('Open call for plates');
    const seen = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2');
    expect(seen.participation).toBeNull();
    expect(seen._actions).toEqual(['signUp']);
    expectNothingInternal(seen);
    // Not a participant: nothing but signing up.
    for (const [path, body] of [
      [`${SUPT}/decline`, { tenderId: doc.tenderId, reason: 'x' }],
      [`${SUPT}/reportPayment`, { tenderId: doc.tenderId, paymentReference: 'x' }],
    ] as const) {
      expect((await kit.call(path, body, 'supplier2')).statusCode, path).toBe(404);
    }

    for (const status of ['FROZEN', 'BLACKLIST']) {
      await kit.rows(sql`update srm_pos_supplier_info set supplier_status = ${status} where id = ${kit.ids.supplier1}`);
      const refused = await kit.call(`${SUPT}/signUp`, { tenderId: doc.tenderId }, 'supplier1');
      await kit.rows(
        sql`update srm_pos_supplier_info set supplier_status = 'EFFECTIVE' where id = ${kit.ids.supplier1}`,
      );
      expect(refused.statusCode, status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('cannot take part in sourcing');
    }

    const signed = await kit.ok(`${SUPT}/signUp`, { tenderId: doc.tenderId }, 'supplier2');
    expect(signed.participation).toMatchObject({ source: 'SIGNED_UP', feeStatus: 'UNPAID', bondStatus: 'UNPAID' });
    expect(signed._actions).toEqual(['decline', 'reportPayment']);
    expect((await kit.call(`${SUPT}/signUp`, { tenderId: doc.tenderId }, 'supplier2')).statusCode).toBe(409);
    const [todo] = await kit.rows(sql`select supplier_id, pending_title from srm_base_supplier_pending
      where bill_id = ${doc.tenderId} and bill_type = 'BIDDING_RESPONSE'`);
    expect(todo.supplier_id).toBe(kit.ids.supplier2);
    expect(todo.pending_title).toContain('已报名');
    // supplier1 does not see supplier2's sign-up.
    const s1 = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier1');
    expect(s1.participation).toBeNull();
    expect(JSON.stringify(s1)).not.toContain('SIGNED_UP');
  });

  it('sign-up after the sign-up deadline is refused; once closed a non-participant gets 404, a participant still reads it', async () => {
    const doc = await publishedTender(kit, [], {
      title: 'Late sign-up',
      tenderMode: 'PUBLIC',
      signUpDeadline: inHours(24),
    });
    await kit.ok(`${SUPT}/signUp`, { tenderId: doc.tenderId }, 'supplier2');
    await kit.rows(
      sql`update srm_src_tender set sign_up_deadline = now() - interval '1 minute' where id = ${doc.tenderId}`,
    );
    const seen = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier1');
    expect(seen._actions).toEqual([]);
    for (const lang of ['EN', 'CN'] as const) {
      const late = await kit.call(`${SUPT}/signUp`, { tenderId: doc.tenderId }, 'supplier1', lang);
      expect(late.statusCode).toBe(409);
      expect(JSON.stringify(late.body)).toContain(lang === 'EN' ? 'Sign-up for this tender has closed' : '报名截止');
    }
    await kit.rows(sql`update srm_src_tender set status = 'CLOSED' where id = ${doc.tenderId}`);
    expect((await kit.call(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier1')).statusCode).toBe(404);
    expect((await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2')).status).toBe('CLOSED');
  });

  it('a withdrawn tender is gone for non-participants and shows its reason to participants', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier1], { title: 'Withdrawn tender' });
    await kit.ok(
      `${TND}/doAbolish`,
      { tenderId: doc.tenderId, version: doc.version, comment: 'Bought elsewhere' },
      'buyer',
    );
    const mine = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier1');
    expect(mine).toMatchObject({ status: 'ABOLISHED', abolishReason: 'Bought elsewhere' });
    expect((await kit.call(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2')).statusCode).toBe(404);
  });
});
