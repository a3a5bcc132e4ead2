import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvaluationKit,
  EVAL,
  type EvaluationKit,
  makeExpert,
  makeTemplate,
  makeTender,
  seatOnCommittee,
} from './evaluationKit.ts';

/*
 * The evaluation of a tender (issue 17 item 5): the jury drawn from the library never holds an expert tied
 * to a bidder; sheets take scores within each criterion's bounds and are final once submitted; the summary
 * is exact decimal arithmetic for both methods; the recommendation moves the tender to EVALUATED.
 */

let kit: EvaluationKit;
let financeCert: string;
beforeAll(async () => {
  kit = await createEvaluationKit();
  // The finance user may open bids (a committee seat needs the opening menu) but holds no tender menu.
  await kit.rows(sql`insert into base_resp_menu (responsibility_id, menu_id)
    select r.id, m.id from base_responsibility r, base_menu m
    where r.responsibility_code in ('FIN_STAFF', 'GZJTMDY') and m.menu_code = 'SRC_TENDER_OPENING'
      and not exists (select 1 from base_resp_menu x where x.responsibility_id = r.id and x.menu_id = m.id)`);
  financeCert = await kit.t.login('finance');
});
afterAll(async () => {
  await kit?.t.close();
});

const asFinance = (path: string, body: object) => kit.t.call(path, body, { certificate: financeCert, lang: 'EN' });

/** The weighted template of the arithmetic: 60/40; technical A 50 (of 100), B 30 (of 100), C 20 (of 10). */
const weighted = () =>
  makeTemplate(
    kit,
    'WEIGHTED_SCORE',
    ['60', '40'],
    [
      ['TECHNICAL', '50', '100'],
      ['TECHNICAL', '30', '100'],
      ['TECHNICAL', '20', '10'],
      ['COMMERCIAL', '100', '100'],
    ],
  );

describe('the draw', () => {
  it('never picks an expert tied to a bidder, a disabled one or one of another field, over many draws', async () => {
    const { templateId } = await weighted();
    const tender = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
        { supplierId: kit.supplier3, prices: null },
      ],
      // supplier2 takes part without bidding: an expert tied to it may sit.
      others: [kit.ids.supplier2],
    });
    const steel = kit.ids.steel;
    const free = [
      await makeExpert(kit, { categoryIds: [steel] }),
      await makeExpert(kit, { categoryIds: [steel, kit.ids.mro] }),
      await makeExpert(kit, { categoryIds: [steel], conflicts: [kit.ids.supplier2] }),
    ];
    const tied = [
      await makeExpert(kit, { categoryIds: [steel], conflicts: [kit.ids.supplier1] }),
      // an INVALID bid is a bid: its supplier's experts are out too
      await makeExpert(kit, { categoryIds: [steel], conflicts: [kit.supplier3, kit.ids.supplier2] }),
    ];
    const disabled = await makeExpert(kit, { categoryIds: [steel], enabled: false });
    const elsewhere = await makeExpert(kit, { categoryIds: [kit.ids.mro] });
    const [seeded] = await kit.rows<{ id: number }>(sql`select id from srm_src_expert where expert_code = 'EXP001'`);
    const pool = new Set([...free, seeded.id]);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const jury = await kit.ok(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 2 }, 'buyer');
      const ids = jury.map((e: { expertId: number }) => e.expertId);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) {
        expect(pool.has(id), `drawn ${id}`).toBe(true);
        expect([...tied, disabled, elsewhere]).not.toContain(id);
        seen.add(id);
      }
      await kit.rows(sql`delete from srm_src_tender_expert where tender_id = ${tender.tenderId}`);
    }
    // Random, not fixed: every free expert came out at some point.
    expect(seen).toEqual(pool);

    // Asking more than there are: refused, saying how many there are, nothing drawn.
    const tooMany = await kit.call(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 5 }, 'buyer');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.msg).toContain('Only 4 experts');
    expect(tooMany.body.msg).toContain('fewer than the 5 asked');
    const cn = await kit.call(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 5 }, 'buyer', 'CN');
    expect(cn.body.msg).toContain('可抽取的专家只有 4 位');
    expect(await kit.ok(`${EVAL}/experts`, { tenderId: tender.tenderId }, 'buyer')).toEqual([]);

    // All four, then none is left.
    expect(await kit.ok(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 4 }, 'buyer')).toHaveLength(4);
    const none = await kit.call(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 1 }, 'buyer');
    expect(none.body.msg).toContain('Only 0 experts');

    // The internal expert scores with its person's login; the external ones have none.
    const jury = await kit.ok(`${EVAL}/experts`, { tenderId: tender.tenderId }, 'buyer');
    const internal = jury.find((e: { expertId: number }) => e.expertId === seeded.id);
    expect(internal).toMatchObject({ userId: kit.approverUser, userName: 'approver', enteredByBuyer: false });
    expect(jury.filter((e: { userId: number | null }) => e.userId == null)).toHaveLength(3);
    const [told] = await kit.rows<{ notification_title: string }>(
      sql`select notification_title from srm_base_notification where recipient_user_id = ${kit.approverUser}
        and bill_id = ${tender.tenderId} order by id desc limit 1`,
    );
    expect(told.notification_title).toContain('评标专家');
  });

  it('appoints by hand with the same conflict rule, and excuses', async () => {
    const { templateId } = await weighted();
    const tender = await makeTender(kit, {
      templateId,
      bids: [{ supplierId: kit.ids.supplier1, prices: ['100', '10'] }],
    });
    const tied = await makeExpert(kit, { categoryIds: [kit.ids.mro], conflicts: [kit.ids.supplier1] });
    const other = await makeExpert(kit, { categoryIds: [kit.ids.mro] });
    const refused = await kit.call(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: tied }, 'buyer');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toMatch(/is tied to the bidder .+ and cannot evaluate this tender/);
    const candidates = await kit.ok(`${EVAL}/candidates`, { tenderId: tender.tenderId }, 'buyer');
    const ids = candidates.map((c: { expertId: number }) => c.expertId);
    expect(ids).toContain(other);
    expect(ids).not.toContain(tied);

    const jury = await kit.ok(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: other }, 'buyer');
    expect(jury).toMatchObject([{ expertId: other, source: 'APPOINTED', status: 'DRAWN' }]);
    const twice = await kit.call(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: other }, 'buyer');
    expect(twice.statusCode).toBe(409);
    const excused = await kit.ok(
      `${EVAL}/excuse`,
      { tenderId: tender.tenderId, tenderExpertId: jury[0].tenderExpertId },
      'buyer',
    );
    expect(excused[0].status).toBe('EXCUSED');
    // An excused expert may be appointed again.
    const back = await kit.ok(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: other }, 'buyer');
    expect(back[0].status).toBe('DRAWN');

    // Once evaluated, the jury is fixed.
    await kit.rows(sql`update srm_src_tender set status = 'EVALUATED' where id = ${tender.tenderId}`);
    const late = await kit.call(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 1 }, 'buyer');
    expect(late.statusCode).toBe(409);
    expect(late.body.msg).toContain('The jury cannot be changed');
  });

  it('is no supplier’s business, and no one’s outside the tender', async () => {
    const { templateId } = await weighted();
    const tender = await makeTender(kit, { templateId, bids: [{ supplierId: kit.ids.supplier1, prices: ['1', '1'] }] });
    for (const path of ['experts', 'draw', 'summary', 'sheet', 'mySheets', 'recommend']) {
      const res = await kit.call(
        `${EVAL}/${path}`,
        { tenderId: tender.tenderId, count: 1, supplierId: kit.ids.supplier1, recommendation: 'x' },
        'supplier1',
      );
      expect(res.statusCode, path).toBe(403);
    }
    // Not on its committee and no tender menu: refused, whichever tender it names.
    expect((await asFinance(`${EVAL}/summary`, { tenderId: tender.tenderId })).statusCode).toBe(403);
    expect((await asFinance(`${EVAL}/experts`, { tenderId: 999_999 })).statusCode).toBe(403);
    // Not an expert of it: no sheet.
    expect((await kit.call(`${EVAL}/sheet`, { tenderId: tender.tenderId }, 'buyer')).statusCode).toBe(404);
  });
});

describe('sheets, summary and recommendation (weighted score)', () => {
  it('scores within bounds, computes the summary exactly, and recommends', async () => {
    const { templateId, criterionIds } = await weighted();
    const [a, b, c] = criterionIds;
    const tender = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'], technicalStatement: 'Mill certificates for every lot' },
        { supplierId: kit.ids.supplier2, prices: ['98.5', '12'] },
        { supplierId: kit.supplier3, prices: null },
      ],
    });
    const s1 = tender.bids.get(kit.ids.supplier1)!;
    const s2 = tender.bids.get(kit.ids.supplier2)!;
    const s3 = tender.bids.get(kit.supplier3)!;
    const [seeded] = await kit.rows<{ id: number }>(sql`select id from srm_src_expert where expert_code = 'EXP001'`);
    const external = await makeExpert(kit, { categoryIds: [kit.ids.mro] });
    await kit.ok(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: seeded.id }, 'buyer');
    const jury = await kit.ok(`${EVAL}/appoint`, { tenderId: tender.tenderId, expertId: external }, 'buyer');
    const ext = jury.find((e: { expertId: number }) => e.expertId === external).tenderExpertId;

    // The approver is the internal expert: its tenders to score, its sheet.
    const mine = await kit.ok(`${EVAL}/mySheets`, {}, 'approver');
    expect(mine.find((m: { tenderId: number }) => m.tenderId === tender.tenderId)).toMatchObject({
      sheetStatus: 'DRAWN',
      bidCount: 2,
      cellCount: 6,
      filled: 0,
      canScore: true,
    });
    const sheet = await kit.ok(`${EVAL}/sheet`, { tenderId: tender.tenderId }, 'approver');
    expect(sheet.criteria.map((x: { criterionId: number }) => x.criterionId)).toEqual([a, b, c]);
    expect(sheet.bids.map((x: { bidId: number }) => x.bidId)).toEqual([s1, s2]);
    expect(sheet.bids[0]).toMatchObject({
      technicalStatement: 'Mill certificates for every lot',
      totalWithTax: tender.totals.get(kit.ids.supplier1),
    });
    expect(sheet.editable).toBe(true);

    // Bounds: above a criterion's maximum, below 0, three decimals, an invalid bid, a commercial criterion.
    const [commercial] = await kit.rows<{ id: number }>(
      sql`select id from srm_src_template_criterion where template_id = ${templateId} and criterion_kind = 'COMMERCIAL'`,
    );
    const bad = await kit.call(
      `${EVAL}/saveScores`,
      {
        tenderId: tender.tenderId,
        scores: [
          { bidId: s1, criterionId: a, score: '100.01' },
          { bidId: s1, criterionId: c, score: '10.5' },
          { bidId: s3, criterionId: a, score: '1' },
          { bidId: s1, criterionId: commercial.id, score: '1' },
        ],
      },
      'approver',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { field: 'scores.0.score', message: 'A score runs from 0 to 100 (two decimals at most)' },
      { field: 'scores.1.score', message: 'A score runs from 0 to 10 (two decimals at most)' },
      { field: 'scores.2.bidId', message: 'Not an opened bid of this tender' },
      { field: 'scores.3.criterionId', message: "Not a technical criterion of this tender's template" },
    ]);
    for (const score of ['-1', '7.125', 'x']) {
      const res = await kit.call(
        `${EVAL}/saveScores`,
        { tenderId: tender.tenderId, scores: [{ bidId: s1, criterionId: a, score }] },
        'approver',
      );
      expect(res.statusCode, score).toBe(400);
      expect(res.body.data.errors[0].field).toBe('scores.0.score');
    }

    const cells = (rows: [number, number, string][]) =>
      rows.map(([bidId, criterionId, score]) => ({ bidId, criterionId, score }));
    // The internal expert: 81 and 71 points (Σ score ÷ max × weight).
    const saved = await kit.ok(
      `${EVAL}/saveScores`,
      {
        tenderId: tender.tenderId,
        scores: cells([
          [s1, a, '80'],
          [s1, b, '90'],
          [s1, c, '7'],
          [s2, a, '70'],
          [s2, b, '60'],
        ]),
      },
      'approver',
    );
    expect(saved).toMatchObject({ sheetStatus: 'SCORING', filled: 5, cellCount: 6 });
    const incomplete = await kit.call(`${EVAL}/submitSheet`, { tenderId: tender.tenderId }, 'approver');
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.body.msg).toBe('The scoring sheet has 1 cells without a score; score them all before submitting');
    // The expert reads no summary before its own sheet is in.
    const early = await kit.call(`${EVAL}/summary`, { tenderId: tender.tenderId }, 'approver');
    expect(early.statusCode).toBe(409);
    await kit.ok(`${EVAL}/saveScores`, { tenderId: tender.tenderId, scores: cells([[s2, c, '9']]) }, 'approver');
    const submitted = await kit.ok(`${EVAL}/submitSheet`, { tenderId: tender.tenderId }, 'approver');
    expect(submitted).toMatchObject({ sheetStatus: 'SUBMITTED', editable: false });
    const after = await kit.call(
      `${EVAL}/saveScores`,
      { tenderId: tender.tenderId, scores: cells([[s2, c, '1']]) },
      'approver',
    );
    expect(after.statusCode).toBe(409);
    expect(after.body.msg).toBe('The scoring sheet was submitted and can no longer change');

    // Half the jury is in: the summary shows it, and no recommendation yet.
    const half = await kit.ok(`${EVAL}/summary`, { tenderId: tender.tenderId }, 'buyer');
    expect(half).toMatchObject({ sheetsSubmitted: 1, sheetsExpected: 2, complete: false });
    const notYet = await kit.call(
      `${EVAL}/recommend`,
      { tenderId: tender.tenderId, supplierId: kit.ids.supplier1, recommendation: 'Best technical answer' },
      'buyer',
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.body.msg).toContain('1 of 2 scoring sheets');

    // The external expert has no login: the buyer enters its sheet (80.25 and 81 points) and submits it.
    const internalRow = jury.find((e: { expertId: number }) => e.expertId === seeded.id).tenderExpertId;
    const hasLogin = await kit.call(
      `${EVAL}/enterFor`,
      { tenderId: tender.tenderId, tenderExpertId: internalRow, scores: [] },
      'buyer',
    );
    expect(hasLogin.statusCode).toBe(409);
    const entered = await kit.ok(
      `${EVAL}/enterFor`,
      {
        tenderId: tender.tenderId,
        tenderExpertId: ext,
        submit: true,
        scores: cells([
          [s1, a, '85.5'],
          [s1, b, '70'],
          [s1, c, '8.25'],
          [s2, a, '90'],
          [s2, b, '80'],
          [s2, c, '6'],
        ]),
      },
      'buyer',
    );
    expect(entered.sheetStatus).toBe('SUBMITTED');

    // technical: mean(81, 80.25) × 60% = 48.375 → 48.38; mean(71, 81) × 60% = 45.60
    // commercial: 11537.30 ÷ 11639.00 × 40 = 39.6504854… → 39.65; the lowest 40.00
    // total: 48.375 + 39.6504854… = 88.0254854… → 88.03; 85.60
    const summary = await kit.ok(`${EVAL}/summary`, { tenderId: tender.tenderId }, 'buyer');
    expect(tender.totals.get(kit.ids.supplier1)).toBe('11639.00');
    expect(tender.totals.get(kit.ids.supplier2)).toBe('11537.30');
    expect(summary).toMatchObject({
      evaluationMethod: 'WEIGHTED_SCORE',
      complete: true,
      sheetsSubmitted: 2,
      lowestTotalWithTax: '11537.30',
    });
    expect(
      summary.bids.map((r: Record<string, unknown>) => [
        r.supplierId,
        r.status,
        r.technicalScore,
        r.commercialScore,
        r.totalScore,
        r.rank,
      ]),
    ).toEqual([
      [kit.ids.supplier1, 'OPENED', '48.38', '39.65', '88.03', 1],
      [kit.ids.supplier2, 'OPENED', '45.60', '40.00', '85.60', 2],
      [kit.supplier3, 'INVALID', null, null, null, null],
    ]);
    expect(summary.bids[0].sheetScores.map((s: { score: string }) => s.score)).toEqual(['81.00', '80.25']);
    expect(summary.bids[2].invalidReason).toBe('A line is not priced');

    // Who recommends: the committee's chair or the tender's holder; a mere member is refused.
    await seatOnCommittee(kit, tender.tenderId, (await userId('finance'))!, 'MEMBER');
    const member = await asFinance(`${EVAL}/recommend`, {
      tenderId: tender.tenderId,
      supplierId: kit.ids.supplier1,
      recommendation: 'x',
    });
    expect(member.statusCode).toBe(403);
    // A member reads the summary.
    expect((await asFinance(`${EVAL}/summary`, { tenderId: tender.tenderId })).statusCode).toBe(200);
    const invalid = await kit.call(
      `${EVAL}/recommend`,
      { tenderId: tender.tenderId, supplierId: kit.supplier3, recommendation: 'x' },
      'buyer',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.data.errors[0].field).toBe('supplierId');
    await kit.rows(sql`update srm_src_tender_committee set member_role = 'CHAIR' where tender_id = ${tender.tenderId}`);
    const res = await asFinance(`${EVAL}/recommend`, {
      tenderId: tender.tenderId,
      supplierId: kit.ids.supplier1,
      recommendation: 'Highest total score',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'EVALUATED',
      recommendedSupplierId: kit.ids.supplier1,
      recommendation: 'Highest total score',
    });
    expect(res.body.data.bids[0].recommended).toBe(true);
    const [row] = await kit.rows<{ status: string; evaluated: boolean }>(
      sql`select status, evaluated_date is not null as evaluated from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(row).toEqual({ status: 'EVALUATED', evaluated: true });
    const [history] = await kit.rows<{ action: string; to_status: string }>(
      sql`select action, to_status from base_document_history where bill_type = 'SRC_TENDER' and doc_id = ${tender.tenderId}
        order by id desc limit 1`,
    );
    expect(history).toEqual({ action: 'evaluate', to_status: 'EVALUATED' });
    // Scoring is over.
    const closed = await kit.call(`${EVAL}/sheet`, { tenderId: tender.tenderId }, 'approver');
    expect(closed.body.data.editable).toBe(false);
  });
});

describe('lowest price', () => {
  it('ranks by total with tax only, equal totals sharing a rank, and needs no jury to recommend', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const tender = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
        { supplierId: kit.ids.supplier2, prices: ['98.5', '12'] },
        { supplierId: kit.supplier3, prices: ['98.5', '12'] },
      ],
    });
    const summary = await kit.ok(`${EVAL}/summary`, { tenderId: tender.tenderId }, 'buyer');
    expect(summary).toMatchObject({ evaluationMethod: 'LOWEST_PRICE', complete: true, lowestTotalWithTax: '11537.30' });
    expect(
      summary.bids.map((r: Record<string, unknown>) => [r.supplierId, r.totalWithTax, r.totalScore, r.rank]),
    ).toEqual([
      [kit.ids.supplier2, '11537.30', null, 1],
      [kit.supplier3, '11537.30', null, 1],
      [kit.ids.supplier1, '11639.00', null, 3],
    ]);
    const done = await kit.ok(
      `${EVAL}/recommend`,
      { tenderId: tender.tenderId, supplierId: kit.ids.supplier2, recommendation: 'Lowest price' },
      'buyer',
    );
    expect(done.status).toBe('EVALUATED');
  });

  it('refuses a summary before the bids are opened', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const tender = await makeTender(kit, {
      templateId,
      status: 'CLOSED',
      bids: [{ supplierId: kit.ids.supplier1, prices: ['100', '10'] }],
    });
    const res = await kit.call(`${EVAL}/summary`, { tenderId: tender.tenderId }, 'buyer');
    expect(res.statusCode).toBe(409);
    // The jury may be drawn once bids are closed; scoring waits for the opening.
    await kit.ok(`${EVAL}/draw`, { tenderId: tender.tenderId, count: 1 }, 'buyer');
  });
});

async function userId(name: string): Promise<number | undefined> {
  const [row] = await kit.rows<{ id: number }>(sql`select id from base_users where user_name = ${name}`);
  return row?.id;
}

describe('the template a tender is scored by', () => {
  it('keeps its criteria, weights and method once a tender past its draft uses it; a save that changes none of them passes', async () => {
    const { templateId, criterionIds } = await weighted();
    const tender = await makeTender(kit, { templateId, bids: [{ supplierId: kit.ids.supplier1, prices: ['1', '1'] }] });
    const TEMPLATE = '/api/srmServer/v1/srmSrcTemplateRestful';
    const row = await kit.ok(`${TEMPLATE}/findById`, { templateId }, 'buyer');
    const [{ tender_number: number }] = await kit.rows<{ tender_number: string }>(
      sql`select tender_number from srm_src_tender where id = ${tender.tenderId}`,
    );
    const body = {
      ...row,
      criteria: row.criteria.map(({ lineNumber, ...c }: { lineNumber: number }) => c),
    };
    // The same criteria sent back (the form always sends them) and a new remark: saved, the criteria kept
    // as they were, so the scores already given still point at them.
    const same = await kit.ok(`${TEMPLATE}/saveOrUpdate`, { ...body, remark: 'Reviewed' }, 'buyer');
    expect(same.remark).toBe('Reviewed');
    const ids = await kit.rows<{ id: number }>(
      sql`select id from srm_src_template_criterion where template_id = ${templateId} and criterion_kind = 'TECHNICAL' order by line_number`,
    );
    expect(ids.map((r) => r.id)).toEqual(criterionIds);
    // A criterion's weight, the technical weight, the method: each refused, naming the tender.
    const moved = structuredClone(body.criteria);
    moved[0].weight = '40';
    moved[1].weight = '40';
    for (const change of [
      { criteria: moved },
      { technicalWeight: '50', commercialWeight: '50' },
      { evaluationMethod: 'LOWEST_PRICE', technicalWeight: null, commercialWeight: null },
    ]) {
      const res = await kit.call(`${TEMPLATE}/saveOrUpdate`, { ...body, ...change, version: same.version }, 'buyer');
      expect(res.statusCode).toBe(409);
      expect(res.body.msg).toContain(number);
      expect(res.body.msg).toContain('can no longer change');
    }
    const cn = await kit.call(
      `${TEMPLATE}/saveOrUpdate`,
      { ...body, criteria: moved, version: same.version },
      'buyer',
      'CN',
    );
    expect(cn.body.msg).toBe(`招标 ${number} 按该模板评标，评分项、权重和评标办法不能再修改；如需调整请复制为新模板`);
  });
});
