import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTendersPastDeadline } from './closeJob.ts';
import { inDays, inHours } from './inquiryKit.ts';
import {
  createTenderKit,
  draftTender,
  publishedTender,
  sealDirectly,
  type TenderKit,
  TND,
  TSUP,
  tenderBody,
} from './tenderKit.ts';

/*
 * The tender document (issue 17 item 3): numbering, names, its rules in both languages (template and type of
 * the TENDER method, times, the threshold), the seal submit requires, invitations (blocked suppliers refused),
 * the publish approval through the workflow double, the suppliers' to-dos, the TENDER_ANN notice, fee and
 * bond, closing at the bid deadline (the job), withdrawing with a reason.
 */

let kit: TenderKit;
beforeAll(async () => {
  kit = await createTenderKit();
});
afterAll(async () => {
  await kit.t.close();
});

const todosOf = (tenderId: number) =>
  kit.rows<{ supplier_id: number; bill_type: string; handle_flag: string; cancel_flag: string }>(
    sql`select supplier_id, bill_type, handle_flag, cancel_flag from srm_base_supplier_pending
        where bill_id = ${tenderId} and bill_type = 'BIDDING_RESPONSE' order by id`,
  );
const toldOf = (tenderId: number, supplierId: number) =>
  kit.rows<{ notification_title: string }>(sql`select n.notification_title from srm_base_notification n
    join base_users u on u.id = n.recipient_user_id where n.bill_id = ${tenderId} and u.supplier_id = ${supplierId}
    order by n.id`);

describe('tender draft', () => {
  it('is numbered ZB-yyMMdd####; lines take the material; names of template, type and project are answered', async () => {
    const [project] = await kit.rows(sql`select id from srm_src_project where project_code = 'SP2026-001'`);
    const doc = await kit.ok(`${TND}/saveOrUpdate`, tenderBody(kit, { projectId: project.id }), 'buyer');
    const yyMMdd = new Date().toISOString().slice(2, 10).replace(/-/g, '');
    expect(doc.tenderNumber).toMatch(new RegExp(`^ZB-${yyMMdd}\\d{4}$`));
    expect(doc.status).toBe('DRAFT');
    expect(doc).toMatchObject({
      tenderFee: '500.00',
      bidBond: '2000.00',
      openingThreshold: 2,
      internalRemark: 'Budget 800000, do not disclose',
      notesToJury: 'Weigh delivery history heavily',
    });
    expect(doc.templateName).toBe('Tender, weighted score (60/40)');
    expect(doc.sourcingTypeName).toBe('Annual tender');
    expect(doc.projectName).toContain('SP2026-001');
    expect(doc.orgName).toBeTruthy();
    const [material] = await kit.rows(
      sql`select material_name, unit_code, category_id from base_material_item where id = ${kit.ids.plate}`,
    );
    expect(doc.lines[0]).toMatchObject({
      itemName: material.material_name,
      uomCode: material.unit_code,
      categoryId: material.category_id,
    });
    expect(doc.lines[1]).toMatchObject({ itemName: 'Cutting service', uomCode: 'SET' });
    const second = await kit.ok(`${TND}/saveOrUpdate`, tenderBody(kit), 'buyer');
    expect(Number(second.tenderNumber.slice(-4))).toBe(Number(doc.tenderNumber.slice(-4)) + 1);
  });

  it('refuses an inquiry template or type, times out of order, a negative fee and a threshold of 1, in both languages', async () => {
    const body = tenderBody(kit, {
      templateId: kit.tender.inquiryTemplate,
      sourcingTypeId: kit.tender.inquiryType,
      bidDeadline: inHours(48),
      openingTime: inHours(24),
      signUpDeadline: inHours(60),
    });
    for (const [lang, words] of [
      [
        'EN',
        [
          'must be an enabled tender template',
          'must be an enabled tender type',
          'cannot be before the bid deadline',
          'cannot be after the bid deadline',
        ],
      ],
      [
        'CN',
        ['已启用的招标模板', '已启用的招标类型', '开标时间不能早于投标截止时间', '报名截止时间不能晚于投标截止时间'],
      ],
    ] as const) {
      const res = await kit.call(`${TND}/saveOrUpdate`, body, 'buyer', lang);
      expect(res.statusCode).toBe(400);
      const errors = (res.body.data as any).errors;
      expect(errors.map((e: any) => e.field).sort()).toEqual([
        'openingTime',
        'signUpDeadline',
        'sourcingTypeId',
        'templateId',
      ]);
      const text = JSON.stringify(errors);
      for (const w of words) expect(text).toContain(w);
    }
    // The engine's own formats: the fee and bond are not negative, two members at least open.
    const formats = await kit.call(
      `${TND}/saveOrUpdate`,
      tenderBody(kit, { tenderFee: '-1', openingThreshold: 1 }),
      'buyer',
      'CN',
    );
    expect(formats.statusCode).toBe(400);
    expect((formats.body.data as any).errors.map((e: any) => e.field).sort()).toEqual([
      'openingThreshold',
      'tenderFee',
    ]);
    expect(JSON.stringify(formats.body)).toContain('不能小于');
  });

  it('a weighted template without a technical criterion cannot be used', async () => {
    const [tpl] = await kit.rows<{ id: number }>(sql`insert into srm_src_template
      (template_code, template_name, sourcing_method, evaluation_method, technical_weight, commercial_weight)
      values ('TND_EMPTY', 'Empty weighted', 'TENDER', 'WEIGHTED_SCORE', 60, 40) returning id`);
    const res = await kit.call(`${TND}/saveOrUpdate`, tenderBody(kit, { templateId: tpl.id }), 'buyer');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('needs at least one technical criterion');
  });
});

describe('submit and the seal', () => {
  it('refuses an unsealed tender, a past bid deadline and an invitation tender without suppliers', async () => {
    const doc = await kit.ok(
      `${TND}/saveOrUpdate`,
      tenderBody(kit, { bidDeadline: inHours(-1), openingTime: inHours(1) }),
      'buyer',
    );
    for (const [lang, words] of [
      ['EN', ['bid deadline must be later than now', 'at least one invited supplier', 'not sealed']],
      ['CN', ['投标截止时间必须晚于当前时间', '邀请招标至少需要邀请一家供应商', '尚未密封']],
    ] as const) {
      const res = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer', lang);
      expect(res.statusCode).toBe(400);
      const errors = (res.body.data as any).errors;
      expect(errors.map((e: any) => e.field).sort()).toEqual(['bidDeadline', 'openingThreshold', 'suppliers']);
      for (const w of words.slice(0, 2)) expect(JSON.stringify(errors)).toContain(w);
    }
    // A committee too small for the threshold is the first thing the seal check says.
    const small = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer');
    expect(JSON.stringify(small.body)).toContain('cannot be more than the opening committee (0)');
    expect(kit.flow.started.filter((s) => s.docId === doc.tenderId)).toHaveLength(0);
  });

  it('a committee without the seal, or a seal one member key no longer matches, is refused; sealed it submits', async () => {
    const doc = await draftTender(kit, [kit.ids.supplier1]);
    await sealDirectly(kit, doc.tenderId);
    await kit.rows(sql`update srm_src_tender set event_public_key = null where id = ${doc.tenderId}`);
    await kit.rows(sql`update srm_src_tender_committee set encrypted_share = null where tender_id = ${doc.tenderId}`);
    for (const [lang, word] of [
      ['EN', 'The tender is not sealed'],
      ['CN', '招标单尚未密封'],
    ] as const) {
      const res = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer', lang);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain(word);
    }
    // Sealed, then one member made a new key: the share it holds no longer opens.
    await sealDirectly(kit, doc.tenderId);
    const [approver] = kit.tender.users.filter((u) => u === kit.ids.approverUser);
    await kit.rows(sql`update srm_src_member_key set fingerprint = 'fp-new' where user_id = ${approver}`);
    const stale = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer', 'CN');
    expect(stale.statusCode).toBe(400);
    expect(JSON.stringify(stale.body)).toContain('密封已失效');
    await kit.rows(sql`update srm_src_member_key set fingerprint = ${`fp-${approver}`} where user_id = ${approver}`);
    const submitted = await kit.ok(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer');
    expect(submitted.status).toBe('APPROVING');
  });

  it('changing the threshold after sealing drops the seal', async () => {
    const doc = await draftTender(kit, [kit.ids.supplier1]);
    await sealDirectly(kit, doc.tenderId);
    const saved = await kit.ok(
      `${TND}/saveOrUpdate`,
      { ...tenderBody(kit, { openingThreshold: 3 }), tenderId: doc.tenderId, version: doc.version },
      'buyer',
    );
    const [row] = await kit.rows(sql`select event_public_key from srm_src_tender where id = ${doc.tenderId}`);
    expect(row.event_public_key).toBeNull();
    const res = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: saved.version }, 'buyer');
    expect(JSON.stringify(res.body)).toContain('seal is out of date');
  });
});

describe('invitations', () => {
  it('a blacklisted or frozen supplier is refused naming it; a draft invitee blocked since stops the submit', async () => {
    const doc = await kit.ok(`${TND}/saveOrUpdate`, tenderBody(kit), 'buyer');
    const [black] = await kit.rows<{ id: number }>(sql`insert into srm_pos_supplier_info
      (supplier_number, supplier_name, supplier_status) values ('S-TBLK-1', '招标黑名单公司', 'BLACKLIST') returning id`);
    const refused = await kit.call(
      `${TSUP}/add`,
      { tenderId: doc.tenderId, version: doc.version, supplierIds: [kit.ids.supplier1, black.id] },
      'buyer',
    );
    expect(refused.statusCode).toBe(400);
    const errors = (refused.body.data as any).errors;
    expect(errors).toEqual([{ field: 'supplierIds.1', message: expect.stringContaining('招标黑名单公司') }]);
    expect(await kit.ok(`${TSUP}/listByTender`, { tenderId: doc.tenderId }, 'buyer')).toEqual([]);

    const [later] = await kit.rows<{ id: number }>(sql`insert into srm_pos_supplier_info
      (supplier_number, supplier_name) values ('S-TLATE-1', 'Later frozen Ltd') returning id`);
    const added = await kit.ok(
      `${TSUP}/add`,
      { tenderId: doc.tenderId, version: doc.version, supplierIds: [kit.ids.supplier1, later.id] },
      'buyer',
    );
    expect(added.version).toBe(doc.version + 1);
    expect(added.suppliers.map((s: any) => [s.supplierId, s.source, s.responseStatus, s.feeStatus])).toEqual([
      [kit.ids.supplier1, 'INVITED', 'INVITED', 'NONE'],
      [later.id, 'INVITED', 'INVITED', 'NONE'],
    ]);
    const twice = await kit.call(
      `${TSUP}/add`,
      { tenderId: doc.tenderId, version: added.version, supplierIds: [kit.ids.supplier1] },
      'buyer',
    );
    expect(JSON.stringify(twice.body)).toContain('already takes part in this tender');
    const candidates = await kit.ok(`${TSUP}/candidates`, { tenderId: doc.tenderId, includeAll: true }, 'buyer');
    expect(candidates.find((c: any) => c.supplierId === kit.ids.supplier1)).toMatchObject({ invited: true });

    await kit.rows(sql`update srm_pos_supplier_info set supplier_status = 'FROZEN' where id = ${later.id}`);
    await sealDirectly(kit, doc.tenderId);
    const res = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: added.version }, 'buyer');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Later frozen Ltd');
    const removed = await kit.ok(
      `${TSUP}/remove`,
      { tenderId: doc.tenderId, version: added.version, supplierId: later.id },
      'buyer',
    );
    expect(removed.suppliers.map((s: any) => s.supplierId)).toEqual([kit.ids.supplier1]);
  });
});

describe('publication, fee and bond, deadline', () => {
  it('approved it is PUBLISHED: each invited supplier owes fee and bond and has its to-do; no notice for INVITE', async () => {
    const before = kit.flow.started.length;
    const doc = await publishedTender(kit, [kit.ids.supplier1, kit.ids.supplier2]);
    expect(kit.flow.started.length).toBe(before + 1);
    expect(doc.status).toBe('PUBLISHED');
    expect(doc.publishDate).toBeTruthy();
    expect(doc.announcementNoticeId ?? null).toBeNull();
    expect((await todosOf(doc.tenderId)).map((r) => [r.supplier_id, r.handle_flag])).toEqual([
      [kit.ids.supplier1, 'N'],
      [kit.ids.supplier2, 'N'],
    ]);
    const suppliers = await kit.ok(`${TSUP}/listByTender`, { tenderId: doc.tenderId }, 'buyer');
    expect(suppliers.map((s: any) => [s.feeStatus, s.bondStatus])).toEqual([
      ['UNPAID', 'UNPAID'],
      ['UNPAID', 'UNPAID'],
    ]);
    // The to-do's opening tells the supplier's users (the message centre), in both languages.
    const told = (await toldOf(doc.tenderId, kit.ids.supplier1)).map((r) => r.notification_title).join();
    expect(told).toContain('邀请贵司投标');
    expect(told).toContain('invites your bid');
    const edit = await kit.call(
      `${TND}/saveOrUpdate`,
      { ...tenderBody(kit), tenderId: doc.tenderId, version: doc.version },
      'buyer',
    );
    expect(edit.statusCode).toBe(409);
  });

  it('a PUBLIC tender is announced as TENDER_ANN to suppliers', async () => {
    const doc = await publishedTender(kit, [], { tenderMode: 'PUBLIC', title: 'Open tender for plates' });
    const [notice] = await kit.rows(sql`select n.notice_type, n.status, n.audience, n.notice_title, n.content
      from srm_base_notice n join srm_src_tender t on t.announcement_notice_id = n.id where t.id = ${doc.tenderId}`);
    expect(notice).toMatchObject({ notice_type: 'TENDER_ANN', status: 'PUBLISHED', audience: 'SUPPLIER' });
    expect(notice.notice_title).toContain('Open tender for plates');
    expect(notice.content).toContain('公开招标');
    expect(notice.content).toContain('open to all qualified suppliers');
    expect(notice.content).not.toContain('800000');
  });

  it('the approver cannot publish once the bid deadline has passed', async () => {
    const draft = await draftTender(kit, [kit.ids.supplier1]);
    await sealDirectly(kit, draft.tenderId);
    const doc = await kit.ok(`${TND}/doSubmit`, { tenderId: draft.tenderId, version: draft.version }, 'buyer');
    await kit.rows(
      sql`update srm_src_tender set bid_deadline = now() - interval '1 minute' where id = ${doc.tenderId}`,
    );
    const res = await kit.call(`${TND}/doApproval`, { tenderId: doc.tenderId, version: doc.version }, 'approver');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('bid deadline must be later than now');
  });

  it('the buyer confirms fee and bond once each; a bond is refunded only after the award or a withdrawal', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier1]);
    const body = { tenderId: doc.tenderId, supplierId: kit.ids.supplier1 };
    const early = await kit.call(`${TSUP}/refundBond`, body, 'buyer');
    expect(early.statusCode).toBe(409);
    const fee = await kit.ok(`${TSUP}/confirmFee`, body, 'buyer');
    expect(fee).toMatchObject({ feeStatus: 'PAID', bondStatus: 'UNPAID' });
    expect(fee.feePaidDate).toBeTruthy();
    const again = await kit.call(`${TSUP}/confirmFee`, body, 'buyer');
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.body)).toContain('no tender fee waiting');
    expect(await kit.ok(`${TSUP}/confirmBond`, body, 'buyer')).toMatchObject({ bondStatus: 'PAID' });
    const other = await kit.call(`${TSUP}/confirmFee`, { ...body, supplierId: kit.ids.supplier2 }, 'buyer');
    expect(other.statusCode).toBe(404);
    const told = (await toldOf(doc.tenderId, kit.ids.supplier1)).map((r) => r.notification_title).join();
    expect(told).toContain('标书费已确认收到');
    expect(await toldOf(doc.tenderId, kit.ids.supplier2)).toEqual([]);

    const gone = await kit.ok(
      `${TND}/doAbolish`,
      { tenderId: doc.tenderId, version: doc.version, comment: 'Budget cut' },
      'buyer',
    );
    expect(gone.status).toBe('ABOLISHED');
    expect(await kit.ok(`${TSUP}/refundBond`, body, 'buyer')).toMatchObject({ bondStatus: 'REFUNDED' });
    const history = await kit.ok(`${TND}/listHistory`, { tenderId: doc.tenderId }, 'buyer');
    expect(JSON.stringify(history)).toContain('refundBond');
  });

  it('the close job closes tenders past their bid deadline, cancels the to-dos and tells the bidders', async () => {
    const due = await publishedTender(kit, [kit.ids.supplier1]);
    const notDue = await publishedTender(kit, [kit.ids.supplier1]);
    await kit.rows(
      sql`update srm_src_tender set bid_deadline = now() - interval '1 second' where id = ${due.tenderId}`,
    );
    expect(await closeTendersPastDeadline(kit.t.database.db)).toBeGreaterThanOrEqual(1);
    const closed = await kit.ok(`${TND}/findById`, { tenderId: due.tenderId }, 'buyer');
    expect(closed.status).toBe('CLOSED');
    expect(closed.closedDate).toBeTruthy();
    expect((await todosOf(due.tenderId)).map((r) => r.cancel_flag)).toEqual(['Y']);
    const told = (await toldOf(due.tenderId, kit.ids.supplier1)).map((r) => r.notification_title).join();
    expect(told).toContain('已截标');
    expect((await kit.ok(`${TND}/findById`, { tenderId: notDue.tenderId }, 'buyer')).status).toBe('PUBLISHED');
    expect(await closeTendersPastDeadline(kit.t.database.db)).toBe(0);
    const history = await kit.ok(`${TND}/listHistory`, { tenderId: due.tenderId }, 'buyer');
    expect(JSON.stringify(history)).toContain('deadline');
  });

  it('withdrawing a published PUBLIC tender keeps the reason, revokes the notice and tells the participants', async () => {
    const doc = await publishedTender(kit, [kit.ids.supplier2], { tenderMode: 'PUBLIC' });
    const noReason = await kit.call(`${TND}/doAbolish`, { tenderId: doc.tenderId, version: doc.version }, 'buyer');
    expect(noReason.statusCode).toBe(400);
    await kit.ok(
      `${TND}/doAbolish`,
      { tenderId: doc.tenderId, version: doc.version, comment: 'Requirement cancelled' },
      'buyer',
    );
    const [row] = await kit.rows(sql`select t.abolish_reason, n.status from srm_src_tender t
      join srm_base_notice n on n.id = t.announcement_notice_id where t.id = ${doc.tenderId}`);
    expect(row).toEqual({ abolish_reason: 'Requirement cancelled', status: 'REVOKED' });
    expect((await todosOf(doc.tenderId)).map((r) => r.cancel_flag)).toEqual(['Y']);
    const told = (await toldOf(doc.tenderId, kit.ids.supplier2)).map((r) => r.notification_title).join();
    expect(told).toContain('Requirement cancelled');
  });

  it('a supplier user is refused every buyer call', async () => {
    for (const action of ['listByPage', 'findById', 'saveOrUpdate', 'doSubmit', 'doAbolish']) {
      const res = await kit.call(`${TND}/${action}`, { tenderId: 1, version: 0 }, 'supplier1');
      expect(res.statusCode, action).toBe(403);
    }
    for (const action of ['listByTender', 'candidates', 'add', 'remove', 'confirmFee', 'confirmBond', 'refundBond']) {
      const res = await kit.call(
        `${TSUP}/${action}`,
        { tenderId: 1, version: 0, supplierIds: [1], supplierId: 1 },
        'supplier1',
      );
      expect(res.statusCode, action).toBe(403);
    }
  });

  it('lines need a need-by date from today on to submit', async () => {
    const doc = await draftTender(kit, [kit.ids.supplier1], {
      lines: [{ materialId: kit.ids.plate, quantity: '1', needByDate: inDays(-1) }],
    });
    await sealDirectly(kit, doc.tenderId);
    const res = await kit.call(`${TND}/doSubmit`, { tenderId: doc.tenderId, version: doc.version }, 'buyer');
    expect(res.statusCode).toBe(400);
    expect((res.body.data as any).errors.map((e: any) => e.field)).toEqual(['lines.0.needByDate']);
  });
});
