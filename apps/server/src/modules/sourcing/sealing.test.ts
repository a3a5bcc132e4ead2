import { bidLineAmounts, bidTotals } from '@srm/core/sourcing/bidEnvelope';
import { envelopeHash, toBase64 } from '@srm/core/sourcing/sealing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { recordOf, verifyChain } from './openingRecord.ts';
import {
  BIDS,
  COMMITTEE,
  closeBids,
  createSealingKit,
  type DraftTender,
  draftTender,
  envelopeOf,
  giveShare,
  KEY,
  type Prices,
  publish,
  type SealingKit,
  SUP,
  sealAs,
  submitBid,
} from './sealingKit.ts';

/*
 * Sealed bids end to end (issue 17 item 4), through the API with the real crypto: the committee's keys, the
 * seal, bids encrypted in the "browser", the deadline, the shares given after the opening time and the
 * opening at the k-th; what each side reads before and after; the opening record's chain and its guard.
 */

let kit: SealingKit;
beforeAll(async () => {
  kit = await createSealingKit();
});
afterAll(async () => {
  await kit?.t.close();
});

const PRICES: Record<'supplier1' | 'supplier2' | 'supplier3', Prices> = {
  supplier1: ['1234.567891', '88.120003'],
  supplier2: ['1199.004321', '91.777777'],
  supplier3: ['1301.246813', '79.135792'],
};

/** A published tender sealed to buyer, approver and admin (k of 3), the three suppliers invited. */
async function openForBids(
  threshold = 2,
  who: ('supplier1' | 'supplier2' | 'supplier3')[] = ['supplier1', 'supplier2', 'supplier3'],
) {
  const tender = await draftTender(kit, who, { threshold });
  await sealAs(kit, tender.tenderId, ['buyer', 'approver', 'admin'], threshold);
  await publish(kit, tender.tenderId);
  return tender;
}

type SupplierKey = 'supplier1' | 'supplier2' | 'supplier3';

async function bidAll(tender: DraftTender, who: SupplierKey[] = ['supplier1', 'supplier2', 'supplier3']) {
  const receipts: Record<string, { res: Awaited<ReturnType<typeof submitBid>>['res']; hash: string }> = {};
  for (const s of who) {
    const { res, sealed } = await submitBid(kit, s, tender.tenderId, envelopeOf(kit, tender, s, PRICES[s]));
    expect(res.body.status, res.raw).toBe('S');
    receipts[s] = { res, hash: sealed.hash };
  }
  return receipts;
}

describe('a sealed tender, from the seal to the opening', () => {
  it('opens three bids with the exact prices once k members give their shares, and not before', async () => {
    const tender = await openForBids(2);
    const committee = await kit.ok(`${COMMITTEE}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(committee).toMatchObject({ sealed: true, openingThreshold: 2 });
    expect(committee.members.map((m: { keyCurrent: boolean }) => m.keyCurrent)).toEqual([true, true, true]);
    expect(JSON.stringify(committee)).not.toContain('encryptedShare');

    // supplier1 first bids other prices, then replaces them; the receipt is the hash of what was sent.
    const first = await submitBid(
      kit,
      'supplier1',
      tender.tenderId,
      envelopeOf(kit, tender, 'supplier1', ['999.1', '9.9']),
    );
    expect(first.res.body.data).toMatchObject({
      status: 'SUBMITTED',
      submitCount: 1,
      commercialHash: first.sealed.hash,
    });
    const receipts = await bidAll(tender);
    expect(receipts.supplier1.res.body.data).toMatchObject({ submitCount: 2, commercialHash: receipts.supplier1.hash });
    const participants = await kit.rows<{ response_status: string }>(
      sql`select response_status from srm_src_tender_supplier where tender_id = ${tender.tenderId}`,
    );
    expect(participants.map((p) => p.response_status)).toEqual(['BID', 'BID', 'BID']);

    // Before the bids close, no member may fetch or give a share.
    const early = await kit.call(`${COMMITTEE}/myShare`, { tenderId: tender.tenderId }, 'buyer');
    expect(early.statusCode).toBe(409);
    expect(early.body.msg).toContain('cannot be opened yet');

    await closeBids(kit, tender.tenderId);
    const one = await giveShare(kit, 'buyer', tender.tenderId);
    expect(one.res.body.data).toMatchObject({
      status: 'CLOSED',
      needed: 2,
      given: 1,
      opened: false,
      myShareGiven: true,
    });
    // k - 1 shares: nothing is opened, nothing priced.
    expect(
      await kit.rows(
        sql`select 1 from srm_src_tender_bid_line l join srm_src_tender_bid b on b.id = l.bid_id where b.tender_id = ${tender.tenderId}`,
      ),
    ).toEqual([]);
    const again = await kit.call(`${COMMITTEE}/giveShare`, { tenderId: tender.tenderId, share: one.clear }, 'buyer');
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe('You have already given your key share');
    // The share given waits in the clear until the opening, and never in the operation log.
    const logged = await kit.rows<{ params: unknown }>(
      sql`select params from base_operation_log where route like '%giveShare'`,
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(one.clear);

    const two = await giveShare(kit, 'approver', tender.tenderId);
    expect(two.res.body.data).toMatchObject({ status: 'OPENED', given: 2, opened: true });

    // Every bid opened with exactly the prices its supplier sealed.
    const bids = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(bids.opened).toBe(true);
    for (const s of ['supplier1', 'supplier2', 'supplier3'] as const) {
      const row = bids.rows.find((r: { supplierId: number }) => r.supplierId === kit.ids.supplier[s]);
      const lines = [
        bidLineAmounts({ priceWithoutTax: PRICES[s][0], taxRate: '13' }, '120'),
        bidLineAmounts({ priceWithoutTax: PRICES[s][1], taxRate: '6' }, '30'),
      ];
      expect(row).toMatchObject({
        bidStatus: 'OPENED',
        commercialHash: receipts[s].hash,
        ...bidTotals(lines),
        validityDays: 60,
      });
      const priced = await kit.ok(`${BIDS}/linesByBid`, { bidId: row.bidId }, 'approver');
      expect(priced.map((l: { priceWithoutTax: string }) => l.priceWithoutTax)).toEqual([
        `${PRICES[s][0]}`,
        `${PRICES[s][1]}`,
      ]);
      expect(priced[0]).toMatchObject({ lineNumber: 1, taxRate: '13.00', priceWithTax: lines[0].priceWithTax });
    }
    // The shares are gone; the tender is OPENED with its date; the history says who opened it.
    const shares = await kit.rows(
      sql`select 1 from srm_src_tender_committee where tender_id = ${tender.tenderId} and submitted_share is not null`,
    );
    expect(shares).toEqual([]);
    const [header] = await kit.rows<{ status: string; opened_date: Date | null }>(
      sql`select status, opened_date from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(header.status).toBe('OPENED');
    expect(header.opened_date).not.toBeNull();
    const [history] = await kit.rows<{ user_id: number; to_status: string }>(
      sql`select user_id, to_status from base_document_history where bill_type = 'SRC_TENDER' and doc_id = ${tender.tenderId} and action = 'open'`,
    );
    expect(history).toMatchObject({ user_id: kit.ids.user.approver, to_status: 'OPENED' });

    // The record: sealed, four submissions, two shares, the opening and one entry per bid; the chain holds.
    const record = await kit.ok(`${COMMITTEE}/openingRecord`, { tenderId: tender.tenderId }, 'admin');
    expect(record.chain).toEqual({ valid: true, entries: 11, brokenAtSeq: null });
    expect(record.entries.map((e: { event: string }) => e.event)).toEqual([
      'SEALED',
      ...Array(4).fill('BID_SUBMITTED'),
      'SHARE_GIVEN',
      'SHARE_GIVEN',
      'OPENED',
      ...Array(3).fill('BID_OPENED'),
    ]);

    // Each supplier: its own bid and prices now, the others only as hashes.
    const mine = await kit.ok(`${SUP}/myBid`, { tenderId: tender.tenderId }, 'supplier2');
    expect(mine.bid).toMatchObject({ status: 'OPENED', commercialHash: receipts.supplier2.hash });
    expect(mine.bid.lines.map((l: { priceWithoutTax: string }) => l.priceWithoutTax)).toEqual(PRICES.supplier2);
    const seen = await kit.ok(`${SUP}/openingRecord`, { tenderId: tender.tenderId }, 'supplier2');
    expect(seen.map((e: { event: string }) => e.event)).not.toContain('SHARE_GIVEN');
    const others = seen.filter((e: { bidHash: string | null; mine: boolean }) => e.bidHash && !e.mine);
    expect(others.length).toBe(5);
    for (const e of others) {
      expect(Object.keys(e)).not.toContain('supplierId');
      expect(e.detail).toBeNull();
    }
    const text = JSON.stringify(seen);
    for (const p of [...PRICES.supplier1, ...PRICES.supplier3]) expect(text).not.toContain(p);
    expect(seen.filter((e: { mine: boolean }) => e.mine).map((e: { bidHash: string }) => e.bidHash)).toEqual([
      receipts.supplier2.hash,
      receipts.supplier2.hash,
    ]);
  });

  it('with k − 1 of k shares nothing opens', async () => {
    const tender = await openForBids(3);
    await bidAll(tender);
    await closeBids(kit, tender.tenderId);
    await giveShare(kit, 'buyer', tender.tenderId);
    const two = await giveShare(kit, 'approver', tender.tenderId);
    expect(two.res.body.data).toMatchObject({ status: 'CLOSED', needed: 3, given: 2, opened: false });
    const bids = await kit.rows<{ status: string; total_with_tax: string | null }>(
      sql`select status, total_with_tax from srm_src_tender_bid where tender_id = ${tender.tenderId}`,
    );
    expect(bids).toEqual([
      { status: 'SUBMITTED', total_with_tax: null },
      { status: 'SUBMITTED', total_with_tax: null },
      { status: 'SUBMITTED', total_with_tax: null },
    ]);
    const listed = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(listed.opened).toBe(false);
    const row = listed.rows[0];
    expect((await kit.call(`${BIDS}/linesByBid`, { bidId: row.bidId }, 'buyer')).statusCode).toBe(409);
    // The third opens.
    const three = await giveShare(kit, 'admin', tender.tenderId);
    expect(three.res.body.data).toMatchObject({ status: 'OPENED', given: 3 });
  });

  it('a wrong share stops the opening: every given share is wiped and the members give again', async () => {
    const tender = await openForBids(2);
    await bidAll(tender, ['supplier1']);
    await closeBids(kit, tender.tenderId);
    const good = await giveShare(kit, 'buyer', tender.tenderId);
    // The approver's "share" is the right length but not a share of this key.
    const forged = toBase64(new Uint8Array(Buffer.from(good.clear, 'base64').length).fill(7));
    const bad = await kit.call(`${COMMITTEE}/giveShare`, { tenderId: tender.tenderId, share: forged }, 'approver');
    expect(bad.statusCode).toBe(409);
    expect(bad.body.msg).toContain('could not be recovered');
    const status = await kit.ok(`${COMMITTEE}/openingStatus`, { tenderId: tender.tenderId }, 'buyer');
    expect(status).toMatchObject({ status: 'CLOSED', given: 0, myShareGiven: false, mayGiveNow: true });
    await giveShare(kit, 'buyer', tender.tenderId);
    const opened = await giveShare(kit, 'approver', tender.tenderId);
    expect(opened.res.body.data).toMatchObject({ status: 'OPENED' });
    const events = (await recordOf(kit.t.database.db, tender.tenderId)).map((e) => e.event);
    expect(events).toContain('OPENING_FAILED');
  });

  it('marks a bid INVALID when its envelope does not price every line or is another supplier’s, and opens the others', async () => {
    const tender = await openForBids(2);
    await bidAll(tender, ['supplier1']);
    // supplier2 sends an envelope made out for supplier1 (a copy of another bid would be the same).
    const copied = envelopeOf(kit, tender, 'supplier1', PRICES.supplier2);
    expect((await submitBid(kit, 'supplier2', tender.tenderId, copied)).res.body.status).toBe('S');
    const partial = envelopeOf(kit, tender, 'supplier3', PRICES.supplier3);
    const { res } = await submitBid(kit, 'supplier3', tender.tenderId, {
      ...partial,
      lines: partial.lines.slice(0, 1),
    });
    expect(res.body.status).toBe('S');
    await closeBids(kit, tender.tenderId);
    await giveShare(kit, 'buyer', tender.tenderId);
    await giveShare(kit, 'admin', tender.tenderId);
    const listed = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    const invalid = listed.rows.find((r: { supplierId: number }) => r.supplierId === kit.ids.supplier.supplier3);
    expect(invalid).toMatchObject({ bidStatus: 'INVALID', totalWithTax: null });
    expect(invalid.invalidReason).toContain('does not price every tender line');
    expect(invalid.invalidReason).toContain('商务标未对全部招标行报价');
    const owner = listed.rows.find((r: { supplierId: number }) => r.supplierId === kit.ids.supplier.supplier2);
    expect(owner).toMatchObject({ bidStatus: 'INVALID' });
    expect(owner.invalidReason).toContain('is not this bid’s');
    expect(listed.rows.filter((r: { bidStatus: string }) => r.bidStatus === 'OPENED')).toHaveLength(1);
    const record = await kit.ok(`${COMMITTEE}/openingRecord`, { tenderId: tender.tenderId }, 'buyer');
    expect(record.entries.at(0).event).toBe('SEALED');
    expect(record.entries.filter((e: { event: string }) => e.event === 'BID_INVALID')).toHaveLength(2);
  });
});

describe('what suppliers may do and see', () => {
  it('refuses a bid after the deadline by the database clock, in both languages', async () => {
    const tender = await openForBids(2, ['supplier1']);
    const content = envelopeOf(kit, tender, 'supplier1', PRICES.supplier1);
    await submitBid(kit, 'supplier1', tender.tenderId, content);
    // Still PUBLISHED (the close job has not run), but the deadline has passed.
    await kit.rows(
      sql`update srm_src_tender set bid_deadline = now() - interval '1 second' where id = ${tender.tenderId}`,
    );
    const late = await submitBid(kit, 'supplier1', tender.tenderId, content);
    expect(late.res.statusCode).toBe(409);
    expect(late.res.body.msg).toContain('bid deadline');
    const cn = await kit.call(
      `${SUP}/submitBid`,
      { tenderId: tender.tenderId, commercialCiphertext: late.sealed.ciphertext, commercialHash: late.sealed.hash },
      'supplier1',
      'CN',
    );
    expect(cn.body.msg).toContain('已过投标截止时间');
    expect((await kit.call(`${SUP}/withdrawBid`, { tenderId: tender.tenderId }, 'supplier1')).statusCode).toBe(409);
    // The refusal closed the tender there and then, as the close job would have.
    const [closed] = await kit.rows<{ status: string }>(
      sql`select status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(closed.status).toBe('CLOSED');
    const [bid] = await kit.rows<{ submit_count: number }>(
      sql`select submit_count from srm_src_tender_bid where tender_id = ${tender.tenderId}`,
    );
    expect(bid.submit_count).toBe(1);
    const mine = await kit.ok(`${SUP}/myBid`, { tenderId: tender.tenderId }, 'supplier1');
    expect(mine).toMatchObject({ canBid: false });
  });

  it('refuses a forged hash, an oversized envelope and another supplier’s files', async () => {
    const tender = await openForBids(2, ['supplier1', 'supplier2']);
    const { sealed } = await submitBid(
      kit,
      'supplier1',
      tender.tenderId,
      envelopeOf(kit, tender, 'supplier1', PRICES.supplier1),
    );
    const forged = await kit.call(
      `${SUP}/submitBid`,
      {
        tenderId: tender.tenderId,
        commercialCiphertext: sealed.ciphertext,
        commercialHash: await envelopeHash('other'),
      },
      'supplier2',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.body.data.errors).toEqual([
      { field: 'commercialHash', message: 'The hash given does not match the sealed commercial envelope' },
    ]);
    const huge = 'A'.repeat(256 * 1024 + 4);
    const tooBig = await kit.call(
      `${SUP}/submitBid`,
      { tenderId: tender.tenderId, commercialCiphertext: huge, commercialHash: await envelopeHash(huge) },
      'supplier2',
    );
    expect(tooBig.statusCode).toBe(400);
    const theirs = await upload(kit.t, kit.cert.supplier1, [
      { name: 'tech.pdf', content: SAMPLE_PDF, type: 'application/pdf' },
    ]);
    const stolen = await submitBid(
      kit,
      'supplier2',
      tender.tenderId,
      envelopeOf(kit, tender, 'supplier2', PRICES.supplier2),
      {
        technicalFileIds: String((theirs.data as { id: number }[])[0].id),
      },
    );
    expect(stolen.res.statusCode).toBe(400);
    expect(
      await kit.rows(
        sql`select 1 from srm_src_tender_bid where tender_id = ${tender.tenderId} and supplier_id = ${kit.ids.supplier.supplier2}`,
      ),
    ).toEqual([]);
  });

  it('refuses a bid until the fee is paid, and withdraws one before the deadline', async () => {
    const tender = await draftTender(kit, ['supplier1'], { fee: 'UNPAID' });
    await sealAs(kit, tender.tenderId, ['buyer', 'approver'], 2);
    await publish(kit, tender.tenderId);
    const content = envelopeOf(kit, tender, 'supplier1', PRICES.supplier1);
    const unpaid = await submitBid(kit, 'supplier1', tender.tenderId, content);
    expect(unpaid.res.statusCode).toBe(409);
    expect(unpaid.res.body.msg).toContain('tender fee');
    await kit.rows(sql`update srm_src_tender_supplier set fee_status = 'PAID' where tender_id = ${tender.tenderId}`);
    const paid = await submitBid(kit, 'supplier1', tender.tenderId, content);
    expect(paid.res.body.status).toBe('S');
    const withdrawn = await kit.ok(`${SUP}/withdrawBid`, { tenderId: tender.tenderId }, 'supplier1');
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', commercialHash: paid.sealed.hash });
    const seen = await kit.ok(`${SUP}/openingRecord`, { tenderId: tender.tenderId }, 'supplier1');
    expect(seen.map((e: { event: string; mine: boolean }) => `${e.event}:${e.mine}`)).toEqual([
      'SEALED:false',
      'BID_SUBMITTED:true',
      'BID_WITHDRAWN:true',
    ]);
    // A withdrawn bid is not opened.
    await closeBids(kit, tender.tenderId);
    await giveShare(kit, 'buyer', tender.tenderId);
    await giveShare(kit, 'approver', tender.tenderId);
    const listed = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(listed.rows[0]).toMatchObject({ bidStatus: 'WITHDRAWN', totalWithTax: null });
  });

  it('answers 404 on every supplier path to a supplier not taking part, and to anyone on a draft', async () => {
    const tender = await openForBids(2, ['supplier1']);
    const draft = await draftTender(kit, ['supplier3']);
    const paths: [string, object][] = [
      [`${SUP}/myBid`, {}],
      [`${SUP}/openingRecord`, {}],
      [`${SUP}/withdrawBid`, {}],
      [`${SUP}/submitBid`, { commercialCiphertext: 'QUJD', commercialHash: await envelopeHash('QUJD') }],
    ];
    for (const [path, body] of paths) {
      for (const [who, tenderId] of [
        ['supplier2', tender.tenderId],
        ['supplier3', tender.tenderId],
        ['supplier3', draft.tenderId],
        ['supplier1', 999999],
      ] as const) {
        const res = await kit.call(path, { ...body, tenderId }, who);
        expect(res.statusCode, `${path} as ${who}`).toBe(404);
      }
    }
    // Internal users do not use the supplier calls.
    expect((await kit.call(`${SUP}/myBid`, { tenderId: tender.tenderId }, 'buyer')).statusCode).toBe(403);
  });
});

describe('the committee', () => {
  it('answers 404 to a non-member on myShare, giveShare and openingStatus; a member closes a tender past its deadline', async () => {
    const tender = await draftTender(kit, ['supplier1']);
    await sealAs(kit, tender.tenderId, ['buyer', 'approver'], 2);
    await publish(kit, tender.tenderId);
    // Past its deadline and opening time, still PUBLISHED: the close job has not run yet.
    await kit.rows(sql`update srm_src_tender set bid_deadline = now() - interval '2 minutes',
      opening_time = now() - interval '1 minute' where id = ${tender.tenderId}`);
    for (const path of ['myShare', 'giveShare', 'openingStatus']) {
      const res = await kit.call(
        `${COMMITTEE}/${path}`,
        { tenderId: tender.tenderId, share: toBase64(new Uint8Array(40)) },
        'admin',
      );
      expect(res.statusCode, path).toBe(404);
    }
    expect((await kit.call(`${COMMITTEE}/myShare`, { tenderId: tender.tenderId }, 'supplier1')).statusCode).toBe(403);
    const [still] = await kit.rows<{ status: string }>(
      sql`select status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(still.status).toBe('PUBLISHED');
    const share = await kit.ok(`${COMMITTEE}/myShare`, { tenderId: tender.tenderId }, 'buyer');
    expect(share).toMatchObject({ shareGiven: false, keyFingerprint: kit.keys.buyer.fingerprint });
    const [closed] = await kit.rows<{ status: string }>(
      sql`select status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(closed.status).toBe('CLOSED');
    const mine = await kit.ok(`${COMMITTEE}/myTenders`, {}, 'approver');
    expect(mine.find((r: { tenderId: number }) => r.tenderId === tender.tenderId)).toMatchObject({
      hasShare: true,
      keyCurrent: true,
      mayGiveNow: true,
      members: 2,
      sharesGiven: 0,
    });
    // The database clock comes with the rows, for the opening countdown.
    expect(Math.abs(Date.parse(mine[0].serverTime) - Date.now())).toBeLessThan(60_000);
  });

  it('checks the committee and the seal, and any change of members drops the seal', async () => {
    const tender = await draftTender(kit, ['supplier1'], { threshold: 2 });
    const version = async () =>
      (await kit.rows<{ version: number }>(sql`select version from srm_src_tender where id = ${tender.tenderId}`))[0]
        .version;
    const save = async (members: { userId: number; memberRole?: string }[]) =>
      kit.call(`${COMMITTEE}/save`, { tenderId: tender.tenderId, version: await version(), members }, 'buyer');
    const u = kit.ids.user;
    const refused = await save([
      { userId: u.buyer },
      { userId: u.buyer },
      { userId: u.finance },
      { userId: u.supplier1 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.errors.map((e: { field: string }) => e.field)).toEqual([
      'members.1.userId',
      'members.2.userId',
      'members.3.userId',
    ]);
    expect(refused.body.data.errors[1].message).toContain('has no opening key yet');
    expect((await save([{ userId: u.buyer }])).statusCode).toBe(400);
    const stale = await kit.call(
      `${COMMITTEE}/save`,
      {
        tenderId: tender.tenderId,
        version: (await version()) + 5,
        members: [{ userId: u.buyer }, { userId: u.approver }],
      },
      'buyer',
    );
    expect(stale.statusCode).toBe(409);
    // Only a holder of the tender's menu and btnEdit: finance holds neither.
    expect(
      (
        await kit.call(
          `${COMMITTEE}/save`,
          {
            tenderId: tender.tenderId,
            version: await version(),
            members: [{ userId: u.buyer }, { userId: u.approver }],
          },
          'finance',
        )
      ).statusCode,
    ).toBe(403);

    const sealed = await sealAs(kit, tender.tenderId, ['buyer', 'approver'], 2);
    expect(sealed.sealed).toBe(true);
    // The same members again change nothing; another member drops the seal.
    expect((await save([{ userId: u.buyer, memberRole: 'CHAIR' }, { userId: u.approver }])).body.data.sealed).toBe(
      true,
    );
    const changed = await save([{ userId: u.buyer, memberRole: 'CHAIR' }, { userId: u.admin }]);
    expect(changed.body.data).toMatchObject({ sealed: false, eventPublicKey: null });
    expect(changed.body.data.members.every((m: { sealed: boolean }) => !m.sealed)).toBe(true);

    // A seal missing a member's share, or made for an old key, or with a bad event key, is refused.
    const keys = await kit.ok(`${KEY}/publicKeys`, { userIds: [u.buyer, u.admin] }, 'buyer');
    const { sealTender } = await import('@srm/core/sourcing/sealing');
    const good = await sealTender(keys, 2);
    const seal = async (body: object) =>
      kit.call(`${COMMITTEE}/seal`, { tenderId: tender.tenderId, version: await version(), ...good, ...body }, 'buyer');
    expect((await seal({ shares: [good.shares[0], good.shares[0]] })).statusCode).toBe(400);
    const wrongKey = await seal({ shares: [good.shares[0], { ...good.shares[1], keyFingerprint: 'a'.repeat(64) }] });
    expect(wrongKey.body.data.errors[0]).toMatchObject({ field: 'shares.1.keyFingerprint' });
    expect((await seal({ eventPublicKey: keys[0].publicKey.slice(0, 40) })).body.data.errors[0]).toMatchObject({
      field: 'eventPublicKey',
    });
    expect((await seal({})).statusCode).toBe(200);
    // Once published, neither the committee nor the seal changes.
    await publish(kit, tender.tenderId);
    expect((await seal({})).statusCode).toBe(409);
    expect((await save([{ userId: u.buyer }, { userId: u.approver }])).statusCode).toBe(409);
  });

  it('keeps a member from replacing its key while a sealed tender waits for its share', async () => {
    const tender = await draftTender(kit, ['supplier1']);
    await sealAs(kit, tender.tenderId, ['buyer', 'approver'], 2);
    const { createMemberKey } = await import('@srm/core/sourcing/sealing');
    const fresh = await createMemberKey('another-pin', { iterations: 1000 });
    const en = await kit.call(`${KEY}/save`, fresh, 'approver');
    expect(en.statusCode).toBe(409);
    expect(en.body.msg).toContain('cannot be replaced before the opening');
    const cn = await kit.call(`${KEY}/save`, fresh, 'approver', 'CN');
    expect(cn.body.msg).toContain('开标前不能更换开标密钥');
    // A key whose fingerprint is not its own is refused; suppliers have no key calls.
    const lie = await kit.call(`${KEY}/save`, { ...fresh, fingerprint: 'b'.repeat(64) }, 'finance');
    expect(lie.body.data.errors[0].field).toBe('fingerprint');
    expect((await kit.call(`${KEY}/mine`, {}, 'supplier1')).statusCode).toBe(403);
    // Once the tenders it waits for are withdrawn (or opened) the key may change.
    await kit.rows(sql`update srm_src_tender set status = 'ABOLISHED' where status not in ('OPENED', 'ABOLISHED')
      and id in (select tender_id from srm_src_tender_committee where user_id = ${kit.ids.user.approver})`);
    const mine = await kit.ok(`${KEY}/save`, kit.keys.approver, 'approver');
    expect(mine.fingerprint).toBe(kit.keys.approver.fingerprint);
  });
});

describe('the opening record', () => {
  it('is append-only in the database, its chain verifies, and a tampered entry breaks it', async () => {
    const tender = await openForBids(2, ['supplier1', 'supplier2']);
    await bidAll(tender, ['supplier1', 'supplier2']);
    const db = kit.t.database.db;
    for (const statement of [
      sql`update srm_src_opening_record set detail = '{"x":1}' where tender_id = ${tender.tenderId}`,
      sql`delete from srm_src_opening_record where tender_id = ${tender.tenderId}`,
      sql`truncate srm_src_opening_record`,
    ]) {
      const error = await db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(error).toMatch(/append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    const entries = await recordOf(db, tender.tenderId);
    expect(verifyChain(entries)).toEqual({ valid: true, entries: 3, brokenAtSeq: null });
    // In memory: any field changed, an entry left out, breaks the chain there.
    expect(verifyChain(entries.map((e) => (e.seq === 2 ? { ...e, bidHash: 'f'.repeat(64) } : e))).brokenAtSeq).toBe(2);
    expect(verifyChain(entries.filter((e) => e.seq !== 2)).brokenAtSeq).toBe(3);
    // Someone who turns the guard off to rewrite an entry is still found out.
    await db.execute(sql`alter table srm_src_opening_record disable trigger srm_src_opening_record_no_change`);
    try {
      await db.execute(
        sql`update srm_src_opening_record set supplier_id = ${kit.ids.supplier.supplier2} where tender_id = ${tender.tenderId} and seq = 2`,
      );
    } finally {
      await db.execute(sql`alter table srm_src_opening_record enable trigger srm_src_opening_record_no_change`);
    }
    const record = await kit.ok(`${COMMITTEE}/openingRecord`, { tenderId: tender.tenderId }, 'buyer');
    expect(record.chain).toEqual({ valid: false, entries: 3, brokenAtSeq: 2 });
  });
});

describe('technical files', () => {
  it('are sealed until the opening and kept once submitted', async () => {
    const tender = await openForBids(2, ['supplier1', 'supplier2']);
    const uploaded = await upload(kit.t, kit.cert.supplier1, [
      { name: 'tech.pdf', content: SAMPLE_PDF, type: 'application/pdf' },
    ]);
    const fileId = (uploaded.data as { id: number }[])[0].id;
    const { res } = await submitBid(
      kit,
      'supplier1',
      tender.tenderId,
      envelopeOf(kit, tender, 'supplier1', PRICES.supplier1),
      {
        technicalFileIds: String(fileId),
        technicalStatement: 'ISO 9001, 3 lines',
      },
    );
    expect(res.body.status).toBe('S');
    const download = async (who: 'buyer' | 'admin' | 'supplier1' | 'supplier2') =>
      (await fileCall(kit.t, kit.cert[who], 'download', { query: `id=${fileId}` })).statusCode;
    expect(await download('supplier1')).toBe(200);
    expect(await download('supplier2')).toBe(404);
    expect(await download('buyer')).toBe(404);
    expect(await download('admin')).toBe(404);
    const before = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(before.rows[0]).toMatchObject({
      technicalFileIds: null,
      technicalStatement: null,
      commercialHash: expect.any(String),
    });
    const del = await kit.call('/api/fileServer/v2/file/batchDelete', { ids: String(fileId) }, 'supplier1');
    expect(del.statusCode).toBe(409);
    expect(del.body.msg).toBe('This file is part of a submitted bid and cannot be deleted');

    await closeBids(kit, tender.tenderId);
    await giveShare(kit, 'buyer', tender.tenderId);
    await giveShare(kit, 'approver', tender.tenderId);
    expect(await download('buyer')).toBe(200);
    expect(await download('supplier2')).toBe(404);
    const after = await kit.ok(`${BIDS}/listByTender`, { tenderId: tender.tenderId }, 'buyer');
    expect(after.rows[0]).toMatchObject({ technicalFileIds: String(fileId), technicalStatement: 'ISO 9001, 3 lines' });
  });
});
