import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInquiriesPastDeadline } from './closeJob.ts';
import {
  createInquiryKit,
  INQ,
  INV,
  type InquiryKit,
  inDays,
  inHours,
  inquiryBody,
  publishedInquiry,
} from './inquiryKit.ts';

/*
 * The inquiry document (issue 17 item 2): numbering, what a draft takes from a material, validation in
 * both languages, invitations (blocked suppliers refused), the publish approval through the workflow
 * double, the suppliers' to-dos, closing at the deadline (the job) or early, moving the deadline,
 * withdrawing with a reason.
 */

let kit: InquiryKit;
beforeAll(async () => {
  kit = await createInquiryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const todosOf = (inquiryId: number) =>
  kit.rows<{ supplier_id: number; bill_type: string; handle_flag: string; cancel_flag: string }>(
    sql`select supplier_id, bill_type, handle_flag, cancel_flag from srm_base_supplier_pending
        where bill_id = ${inquiryId} and bill_type in ('INQUIRY', 'PUBLIC_INQUIRY', 'INQUIRY_BARGAIN') order by id`,
  );

describe('inquiry draft', () => {
  it('is numbered XJ-yyMMdd####; a material line takes its name, category and unit; the answer is what was stored', async () => {
    const doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    const yyMMdd = new Date().toISOString().slice(2, 10).replace(/-/g, '');
    expect(doc.inquiryNumber).toMatch(new RegExp(`^XJ-${yyMMdd}\\d{4}$`));
    expect(doc.status).toBe('DRAFT');
    expect(doc.round).toBe(1);
    expect(doc.roundNumber).toBe(doc.inquiryNumber);
    const [material] = await kit.rows(
      sql`select material_name, unit_code, category_id from base_material_item where id = ${kit.ids.plate}`,
    );
    expect(doc.lines[0]).toMatchObject({
      itemName: material.material_name,
      uomCode: material.unit_code,
      categoryId: material.category_id,
      quantity: '120.0000',
    });
    expect(doc.lines[1]).toMatchObject({ itemName: 'Nitrile gloves, size L', uomCode: 'BOX', categoryId: kit.ids.mro });
    // The instant is answered in UTC, the same moment as sent.
    const sent = inquiryBody(kit.ids).quoteDeadline;
    expect(Math.abs(new Date(doc.quoteDeadline).getTime() - new Date(sent).getTime())).toBeLessThan(60_000);
    expect(doc.internalRemark).toBe('Budget 5000, do not disclose');
    const second = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    expect(Number(second.inquiryNumber.slice(-4))).toBe(Number(doc.inquiryNumber.slice(-4)) + 1);
  });

  it('refuses bad values with field messages in both languages', async () => {
    const body = inquiryBody(kit.ids, {
      quoteDeadline: '2026-13-01 10:00',
      maxRounds: 12,
      lines: [{ quantity: '0', needByDate: inDays(5) }],
    });
    for (const [lang, words] of [
      ['EN', ['must be a time written', 'must be at most 9', 'must be at least']],
      ['CN', ['时间格式', '不能大于 9', '不能小于']],
    ] as const) {
      const res = await kit.call(`${INQ}/saveOrUpdate`, body, 'buyer', lang);
      expect(res.statusCode).toBe(400);
      const text = JSON.stringify(res.body);
      for (const w of words) expect(text).toContain(w);
    }
    // A free-text line needs its name, unit and category (the engine's schema passed it).
    const res = await kit.call(
      `${INQ}/saveOrUpdate`,
      inquiryBody(kit.ids, { lines: [{ quantity: '1', needByDate: inDays(5) }] }),
      'buyer',
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.body.data as any).errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(['lines.0.categoryId', 'lines.0.itemName', 'lines.0.uomCode']);
  });

  it('a sourcing type bounds the rounds by its template; the project is named', async () => {
    const [type] = await kit.rows(sql`select id from srm_src_sourcing_type where type_code = 'INQ_STANDARD'`);
    const [project] = await kit.rows(sql`select id from srm_src_project where project_code = 'SP2026-001'`);
    const tooMany = await kit.call(
      `${INQ}/saveOrUpdate`,
      inquiryBody(kit.ids, { sourcingTypeId: type.id, projectId: project.id, maxRounds: 4 }),
      'buyer',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('allows at most 3 rounds');
    const doc = await kit.ok(
      `${INQ}/saveOrUpdate`,
      inquiryBody(kit.ids, { sourcingTypeId: type.id, projectId: project.id, maxRounds: 3 }),
      'buyer',
    );
    expect(doc.sourcingTypeName).toBeTruthy();
    expect(doc.projectName).toContain('SP2026-001');
  });

  it('submit refuses a past need-by date, a past deadline and an invitation inquiry without suppliers', async () => {
    const doc = await kit.ok(
      `${INQ}/saveOrUpdate`,
      inquiryBody(kit.ids, {
        quoteDeadline: inHours(-1),
        lines: [{ materialId: kit.ids.plate, quantity: '1', needByDate: inDays(-1) }],
      }),
      'buyer',
    );
    const res = await kit.call(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: doc.version }, 'buyer');
    expect(res.statusCode).toBe(400);
    const errors = (res.body.data as any).errors;
    expect(errors.map((e: any) => e.field).sort()).toEqual(['lines.0.needByDate', 'quoteDeadline', 'suppliers']);
    expect(JSON.stringify(errors)).toContain('at least one invited supplier');
    expect(kit.flow.started.filter((s) => s.docId === doc.inquiryId)).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('adds and removes suppliers while a draft; a blacklisted one is refused naming it; the version rises', async () => {
    const doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    const [blocked] = await kit.rows<{ id: number }>(sql`insert into srm_pos_supplier_info
      (supplier_number, supplier_name, supplier_status) values ('S-BLK-1', '黑名单测试公司', 'BLACKLIST') returning id`);
    const refused = await kit.call(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [kit.ids.supplier1, blocked.id] },
      'buyer',
    );
    expect(refused.statusCode).toBe(400);
    const errors = (refused.body.data as any).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0].field).toBe('supplierIds.1');
    expect(errors[0].message).toContain('黑名单测试公司');
    expect(errors[0].message).toContain('cannot take part in sourcing');
    // Nothing of the refused call was stored.
    expect(await kit.ok(`${INV}/listByInquiry`, { inquiryId: doc.inquiryId }, 'buyer')).toEqual([]);

    const added = await kit.ok(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [kit.ids.supplier1, kit.ids.supplier2] },
      'buyer',
    );
    expect(added.version).toBe(doc.version + 1);
    expect(added.suppliers.map((s: any) => [s.supplierId, s.source, s.responseStatus])).toEqual([
      [kit.ids.supplier1, 'INVITED', 'INVITED'],
      [kit.ids.supplier2, 'INVITED', 'INVITED'],
    ]);
    // Twice is refused; a stale version too.
    const twice = await kit.call(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: added.version, supplierIds: [kit.ids.supplier1] },
      'buyer',
    );
    expect(JSON.stringify(twice.body)).toContain('already takes part');
    const stale = await kit.call(
      `${INV}/remove`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierId: kit.ids.supplier2 },
      'buyer',
    );
    expect(stale.statusCode).toBe(409);
    const removed = await kit.ok(
      `${INV}/remove`,
      { inquiryId: doc.inquiryId, version: added.version, supplierId: kit.ids.supplier2 },
      'buyer',
    );
    expect(removed.suppliers.map((s: any) => s.supplierId)).toEqual([kit.ids.supplier1]);

    // Candidates: blocked ones say why.
    const all = await kit.ok(`${INV}/candidates`, { inquiryId: doc.inquiryId, includeAll: true }, 'buyer');
    const s1 = all.find((c: any) => c.supplierId === kit.ids.supplier1);
    expect(s1).toMatchObject({ invited: true, blocked: null });
    expect(all.find((c: any) => c.supplierId === blocked.id)).toBeUndefined(); // not a qualified status
  });

  it('a supplier invited in the draft and blacklisted since stops the submit', async () => {
    const [late] = await kit.rows<{ id: number }>(sql`insert into srm_pos_supplier_info
      (supplier_number, supplier_name) values ('S-LATE-1', 'Later blacklisted Ltd') returning id`);
    const doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    const added = await kit.ok(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [late.id] },
      'buyer',
    );
    await kit.rows(sql`update srm_pos_supplier_info set supplier_status = 'FROZEN' where id = ${late.id}`);
    const res = await kit.call(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: added.version }, 'buyer');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Later blacklisted Ltd');
  });
});

describe('publication and deadline', () => {
  it('submit starts one approval; approved it is PUBLISHED and each invited supplier has its to-do', async () => {
    const before = kit.flow.started.length;
    const doc = await publishedInquiry(kit, [kit.ids.supplier1]);
    expect(kit.flow.started.length).toBe(before + 1);
    expect(doc.status).toBe('PUBLISHED');
    expect(doc.publishDate).toBeTruthy();
    expect(await todosOf(doc.inquiryId)).toEqual([
      { supplier_id: kit.ids.supplier1, bill_type: 'INQUIRY', handle_flag: 'N', cancel_flag: 'N' },
    ]);
    // Published, it is no longer edited.
    const edit = await kit.call(
      `${INQ}/saveOrUpdate`,
      { ...inquiryBody(kit.ids), inquiryId: doc.inquiryId, version: doc.version },
      'buyer',
    );
    expect(edit.statusCode).toBe(409);
  });

  it('a rejected approval leaves it REJECTED, editable, with no supplier told', async () => {
    let doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    doc = await kit
      .ok(`${INV}/add`, { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [kit.ids.supplier1] }, 'buyer')
      .then((a) => ({ ...doc, version: a.version }));
    doc = await kit.ok(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: doc.version }, 'buyer');
    expect(doc.status).toBe('APPROVING');
    doc = await kit.ok(
      `${INQ}/doReject`,
      { inquiryId: doc.inquiryId, version: doc.version, comment: 'deadline too short' },
      'approver',
    );
    expect(doc.status).toBe('REJECTED');
    const mine = await kit.ok(`${INQ}/findById`, { inquiryId: doc.inquiryId }, 'buyer');
    expect(mine._actions).toEqual(expect.arrayContaining(['edit', 'submit', 'abolish']));
    expect(await todosOf(doc.inquiryId)).toEqual([]);
  });

  it('the approver cannot publish once the deadline has passed', async () => {
    let doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids), 'buyer');
    const added = await kit.ok(
      `${INV}/add`,
      { inquiryId: doc.inquiryId, version: doc.version, supplierIds: [kit.ids.supplier1] },
      'buyer',
    );
    doc = await kit.ok(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: added.version }, 'buyer');
    await kit.rows(
      sql`update srm_src_inquiry set quote_deadline = now() - interval '1 minute' where id = ${doc.inquiryId}`,
    );
    const res = await kit.call(`${INQ}/doApproval`, { inquiryId: doc.inquiryId, version: doc.version }, 'approver');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('quote deadline must be later than now');
  });

  it('the deadline moves later only; the suppliers are told', async () => {
    const doc = await publishedInquiry(kit, [kit.ids.supplier1]);
    const earlier = await kit.call(
      `${INQ}/adjustDeadline`,
      { inquiryId: doc.inquiryId, version: doc.version, quoteDeadline: inHours(24) },
      'buyer',
    );
    expect(earlier.statusCode).toBe(400);
    expect(JSON.stringify(earlier.body)).toContain('must be later than the current one');
    const later = inHours(72);
    const moved = await kit.ok(
      `${INQ}/adjustDeadline`,
      { inquiryId: doc.inquiryId, version: doc.version, quoteDeadline: later },
      'buyer',
    );
    expect(new Date(moved.quoteDeadline).toISOString()).toBe(new Date(later).toISOString());
    expect(moved.version).toBe(doc.version + 1);
    const told = await kit.rows(sql`select n.notification_title from srm_base_notification n
      join base_users u on u.id = n.recipient_user_id
      where n.bill_id = ${doc.inquiryId} and u.supplier_id = ${kit.ids.supplier1}`);
    expect(told.map((r) => r.notification_title).join()).toContain('截止时间调整为');
    const history = await kit.ok(`${INQ}/listHistory`, { inquiryId: doc.inquiryId }, 'buyer');
    expect(JSON.stringify(history)).toContain('adjustDeadline');
  });

  it('the close job closes inquiries past their deadline and cancels the open to-dos; one not yet due stays', async () => {
    const due = await publishedInquiry(kit, [kit.ids.supplier1]);
    const notDue = await publishedInquiry(kit, [kit.ids.supplier1]);
    await kit.rows(
      sql`update srm_src_inquiry set quote_deadline = now() - interval '1 second' where id = ${due.inquiryId}`,
    );
    expect(await closeInquiriesPastDeadline(kit.t.database.db)).toBeGreaterThanOrEqual(1);
    const closed = await kit.ok(`${INQ}/findById`, { inquiryId: due.inquiryId }, 'buyer');
    expect(closed.status).toBe('CLOSED');
    expect(closed.closedDate).toBeTruthy();
    expect((await todosOf(due.inquiryId)).map((r) => r.cancel_flag)).toEqual(['Y']);
    expect((await kit.ok(`${INQ}/findById`, { inquiryId: notDue.inquiryId }, 'buyer')).status).toBe('PUBLISHED');
    // A second run finds nothing more of it.
    expect(await closeInquiriesPastDeadline(kit.t.database.db)).toBe(0);
  });

  it('the buyer closes early; withdrawing a published inquiry keeps the reason and tells the suppliers', async () => {
    const early = await publishedInquiry(kit, [kit.ids.supplier1]);
    const closed = await kit.ok(`${INQ}/close`, { inquiryId: early.inquiryId, version: early.version }, 'buyer');
    expect(closed.status).toBe('CLOSED');

    const doc = await publishedInquiry(kit, [kit.ids.supplier1]);
    const noReason = await kit.call(`${INQ}/doAbolish`, { inquiryId: doc.inquiryId, version: doc.version }, 'buyer');
    expect(noReason.statusCode).toBe(400);
    const gone = await kit.ok(
      `${INQ}/doAbolish`,
      { inquiryId: doc.inquiryId, version: doc.version, comment: 'Requirement cancelled' },
      'buyer',
    );
    expect(gone.status).toBe('ABOLISHED');
    expect((await todosOf(doc.inquiryId)).map((r) => r.cancel_flag)).toEqual(['Y']);
    const told =
      await kit.rows(sql`select notification_title from srm_base_notification where bill_id = ${doc.inquiryId}
      and notification_title like '%Requirement cancelled%'`);
    expect(told.length).toBeGreaterThan(0);
  });

  it('a supplier user is refused every buyer call', async () => {
    for (const action of ['listByPage', 'findById', 'saveOrUpdate', 'doSubmit', 'close', 'adjustDeadline']) {
      const res = await kit.call(`${INQ}/${action}`, { inquiryId: 1, version: 0 }, 'supplier1');
      expect(res.statusCode, action).toBe(403);
    }
    for (const action of ['listByInquiry', 'candidates', 'add', 'remove']) {
      const res = await kit.call(
        `${INV}/${action}`,
        { inquiryId: 1, version: 0, supplierIds: [1], supplierId: 1 },
        'supplier1',
      );
      expect(res.statusCode, action).toBe(403);
    }
  });
});
