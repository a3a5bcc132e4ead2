import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHours } from './inquiryKit.ts';
import { createTenderKit, draftTender, publishedTender, SUPT, TCHG, type TenderKit, TND } from './tenderKit.ts';

/*
 * Change letters (issue 17 item 3): issued on a PUBLISHED tender only, numbered, to every participant; a
 * letter with a new bid deadline moves it (later than now by the database clock, opening not before it), the
 * open to-dos carry the new deadline; a PUBLIC tender's announcement is superseded by the letter's TENDER_ANN
 * notice, revoked in turn when the tender is withdrawn.
 */

let kit: TenderKit;
beforeAll(async () => {
  kit = await createTenderKit();
});
afterAll(async () => {
  await kit.t.close();
});

const toldOf = (tenderId: number, supplierId: number) =>
  kit.rows<{ notification_title: string }>(sql`select n.notification_title from srm_base_notification n
    join base_users u on u.id = n.recipient_user_id where n.bill_id = ${tenderId} and u.supplier_id = ${supplierId}
    order by n.id`);

describe('change letters', () => {
  it('a letter without new times is numbered, told to every participant and read by the suppliers', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier1, kit.ids.supplier2]);
    const after = await kit.ok(
      `${TCHG}/issue`,
      {
        tenderId: doc.tenderId,
        version: doc.version,
        title: 'Drawing revision B',
        content: 'Line 2 tolerance is now ±0.2 mm.',
      },
      'buyer',
    );
    expect(after.version).toBe(doc.version + 1);
    expect(new Date(after.bidDeadline).getTime()).toBe(new Date(doc.bidDeadline).getTime());
    for (const supplierId of [kit.ids.supplier1, kit.ids.supplier2]) {
      const told = (await toldOf(doc.tenderId, supplierId)).map((r) => r.notification_title).join();
      expect(told).toContain('第 1 号变更函');
      expect(told).toContain('change letter 1');
    }
    const letters = await kit.ok(`${TCHG}/listByTender`, { tenderId: doc.tenderId }, 'buyer');
    expect(letters).toMatchObject([{ letterNumber: 1, title: 'Drawing revision B', newBidDeadline: null }]);
    expect(letters[0].issuedBy).toBeTruthy();
    const seen = await kit.ok(`${SUPT}/findById`, { tenderId: doc.tenderId }, 'supplier2');
    expect(seen.changes).toMatchObject([{ letterNumber: 1, content: 'Line 2 tolerance is now ±0.2 mm.' }]);
    expect(Object.keys(seen.changes[0])).not.toContain('issuedBy');
    const second = await kit.ok(
      `${TCHG}/issue`,
      { tenderId: doc.tenderId, version: after.version, title: 'Q&A', content: 'Answers.' },
      'buyer',
    );
    expect(
      (await kit.ok(`${TCHG}/listByTender`, { tenderId: doc.tenderId }, 'buyer')).map((l: any) => l.letterNumber),
    ).toEqual([1, 2]);
    expect(second.version).toBe(after.version + 1);
  });

  it('a new bid deadline moves it, refreshes the open to-dos and tells everyone; opening before it is refused', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier1, kit.ids.supplier2]);
    const base = { tenderId: doc.tenderId, version: doc.version, title: 'Extension', content: 'One more week.' };
    const past = await kit.call(`${TCHG}/issue`, { ...base, newBidDeadline: inHours(-1) }, 'buyer');
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.body)).toContain('bid deadline must be later than now');
    // The opening (50 h) would fall before a 72 h deadline: the letter must move it too.
    const before = await kit.call(`${TCHG}/issue`, { ...base, newBidDeadline: inHours(72) }, 'buyer', 'CN');
    expect(before.statusCode).toBe(400);
    expect((before.body.data as any).errors).toEqual([
      { field: 'newOpeningTime', message: '开标时间不能早于投标截止时间' },
    ]);
    const newDeadline = inHours(72);
    const moved = await kit.ok(
      `${TCHG}/issue`,
      { ...base, newBidDeadline: newDeadline, newOpeningTime: inHours(73) },
      'buyer',
    );
    expect(new Date(moved.bidDeadline).toISOString()).toBe(new Date(newDeadline).toISOString());
    const [letter] = await kit.ok(`${TCHG}/listByTender`, { tenderId: doc.tenderId }, 'buyer');
    expect(new Date(letter.oldBidDeadline).getTime()).toBe(new Date(doc.bidDeadline).getTime());
    expect(new Date(letter.newBidDeadline).toISOString()).toBe(new Date(newDeadline).toISOString());
    const todos = await kit.rows(sql`select supplier_id, cancel_flag, pending_title from srm_base_supplier_pending
      where bill_id = ${doc.tenderId} and bill_type = 'BIDDING_RESPONSE' order by id`);
    expect(todos.map((r) => r.cancel_flag)).toEqual(['Y', 'Y', 'N', 'N']);
    for (const supplierId of [kit.ids.supplier1, kit.ids.supplier2]) {
      const told = (await toldOf(doc.tenderId, supplierId)).map((r) => r.notification_title).join();
      expect(told).toContain('投标截止时间调整为');
    }
    const history = await kit.ok(`${TND}/listHistory`, { tenderId: doc.tenderId }, 'buyer');
    expect(JSON.stringify(history)).toContain('changeLetter');
    const stale = await kit.call(`${TCHG}/issue`, base, 'buyer');
    expect(stale.statusCode).toBe(409);
  });

  it('a letter on a PUBLIC tender supersedes its TENDER_ANN notice; withdrawing revokes the current one', async () => {
    const doc = await publishedTender(kit, [], { tenderMode: 'PUBLIC', title: 'Public with letter' });
    const [first] = await kit.rows(
      sql`select announcement_notice_id as id from srm_src_tender where id = ${doc.tenderId}`,
    );
    const after = await kit.ok(
      `${TCHG}/issue`,
      {
        tenderId: doc.tenderId,
        version: doc.version,
        title: 'Addendum 1',
        content: 'New spec sheet attached.',
        newBidDeadline: inHours(49),
      },
      'buyer',
    );
    const notices = await kit.rows(sql`select id, notice_type, status, notice_title, content from srm_base_notice
      where id = ${first.id} or id = (select announcement_notice_id from srm_src_tender where id = ${doc.tenderId}) order by id`);
    expect(notices.map((n) => [n.notice_type, n.status])).toEqual([
      ['TENDER_ANN', 'REVOKED'],
      ['TENDER_ANN', 'PUBLISHED'],
    ]);
    expect(notices[1].notice_title).toContain('Public with letter');
    expect(notices[1].content).toContain('Addendum 1');
    expect(notices[1].content).toContain('Bids are now due by');
    await kit.ok(`${TND}/doAbolish`, { tenderId: doc.tenderId, version: after.version, comment: 'Cancelled' }, 'buyer');
    const [current] = await kit.rows(sql`select n.status from srm_base_notice n
      join srm_src_tender t on t.announcement_notice_id = n.id where t.id = ${doc.tenderId}`);
    expect(current.status).toBe('REVOKED');
  });

  it('only a PUBLISHED tender takes letters; a supplier cannot issue one', async () => {
    const doc = await draftTender(kit, [kit.ids.supplier1]);
    const res = await kit.call(
      `${TCHG}/issue`,
      { tenderId: doc.tenderId, version: doc.version, title: 'x', content: 'y' },
      'buyer',
    );
    expect(res.statusCode).toBe(409);
    for (const action of ['issue', 'listByTender']) {
      const denied = await kit.call(
        `${TCHG}/${action}`,
        { tenderId: doc.tenderId, version: doc.version, title: 'x', content: 'y' },
        'supplier1',
      );
      expect(denied.statusCode, action).toBe(403);
    }
  });
});
