import { lineAmount, pricesFrom, sumMoney } from '@srm/core/sourcing/quotePrices';
import { sql } from 'drizzle-orm';
import { createInquiryKit, type InquiryKit, inDays } from './inquiryKit.ts';

/**
 * Helpers shared by the evaluation, tender award and bid report tests (not a test file itself). Tenders
 * are made OPENED directly in the database — header, lines, participants, bids and the bid lines the
 * opening writes — so these tests stand without the sealing and opening steps (tested beside them).
 */

export const EVAL = '/api/srmServer/v1/srmSrcTenderEvaluationRestful';
export const REPORT = '/api/srmServer/v1/srmSrcTenderReportRestful';
export const SUP_TENDER = '/api/srmServer/v1/srmSrcSupplierTenderRestful';
export const AWARD = '/api/srmServer/v1/srmSrcAwardRestful';

export type EvaluationKit = InquiryKit & {
  /** A third supplier, without users: a bidder nobody logs in for. */
  supplier3: number;
  /** The internal login of the demo approver (person E0003: the library's internal expert EXP001). */
  approverUser: number;
  buyerUser: number;
};

export async function createEvaluationKit(): Promise<EvaluationKit> {
  const kit = await createInquiryKit();
  const [s3] = await kit.rows<{ id: number }>(
    sql`insert into srm_pos_supplier_info (supplier_number, supplier_name, supplier_name_en)
      values ('S900003', '杭州第三机电有限公司', 'Hangzhou Third M&E') returning id`,
  );
  const [buyer] = await kit.rows<{ id: number }>(sql`select id from base_users where user_name = 'buyer'`);
  return { ...kit, supplier3: s3.id, approverUser: kit.ids.approverUser, buyerUser: buyer.id };
}

let templateSeq = 0;

/** A tender template: method, weights and criteria [kind, weight, maxScore]. */
export async function makeTemplate(
  kit: EvaluationKit,
  method: 'WEIGHTED_SCORE' | 'LOWEST_PRICE',
  weights: [string, string] | null,
  criteria: ['TECHNICAL' | 'COMMERCIAL', string, string][],
): Promise<{ templateId: number; criterionIds: number[] }> {
  templateSeq += 1;
  const [row] = await kit.rows<{ id: number }>(
    sql`insert into srm_src_template (template_code, template_name, sourcing_method, evaluation_method, technical_weight, commercial_weight)
      values (${`T_EVAL_${templateSeq}_${Date.now()}`}, ${`评标模板 ${templateSeq}`}, 'TENDER', ${method}, ${weights?.[0] ?? null}, ${weights?.[1] ?? null})
      returning id`,
  );
  const ids: number[] = [];
  for (const [i, [kind, weight, max]] of criteria.entries()) {
    const [c] = await kit.rows<{ id: number }>(
      sql`insert into srm_src_template_criterion (template_id, line_number, criterion_name, criterion_name_en, criterion_kind, weight, max_score)
        values (${row.id}, ${i + 1}, ${`评分项${i + 1}`}, ${`Criterion ${i + 1}`}, ${kind}, ${weight}, ${max}) returning id`,
    );
    if (kind === 'TECHNICAL') ids.push(c.id);
  }
  return { templateId: row.id, criterionIds: ids };
}

let tenderSeq = 0;

export type BidSpec = {
  supplierId: number;
  /** Prices without tax of the two lines (13 % tax), or null: an INVALID bid. */
  prices: [string, string] | null;
  technicalStatement?: string;
};

export type MadeTender = {
  tenderId: number;
  plate: number;
  gloves: number;
  bids: Map<number, number>;
  bidLines: Map<number, [number, number]>;
  totals: Map<number, string>;
};

/**
 * A tender in `status` (OPENED by default) of the buyer's organisation: 100 plates (a material) and 30
 * boxes of gloves (free text), its participants and their bids (opened with their lines, or INVALID).
 */
export async function makeTender(
  kit: EvaluationKit,
  o: {
    templateId: number;
    bids: BidSpec[];
    status?: string;
    mode?: 'INVITE' | 'PUBLIC';
    /** Participants taking part without bidding. */
    others?: number[];
  },
): Promise<MadeTender> {
  tenderSeq += 1;
  const status = o.status ?? 'OPENED';
  const opened = ['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED'].includes(status);
  const [material] = await kit.rows<{ unit_code: string; material_name: string }>(
    sql`select unit_code, material_name from base_material_item where id = ${kit.ids.plate}`,
  );
  const [tender] = await kit.rows<{ id: number }>(
    sql`insert into srm_src_tender (tender_number, status, title, org_id, category_id, template_id, tender_mode, currency_code,
        bid_deadline, opening_time, publish_date, closed_date, opened_date, line_category_ids, created_by, last_updated_by)
      values (${`ZB-T${String(tenderSeq).padStart(4, '0')}${Date.now() % 100000}`}, ${status}, ${`Steel tender ${tenderSeq}`}, ${kit.ids.east},
        ${kit.ids.steel}, ${o.templateId}, ${o.mode ?? 'INVITE'}, 'CNY', now() - interval '2 hours', now() - interval '1 hour',
        now() - interval '3 days', now() - interval '2 hours', ${opened ? sql`now() - interval '30 minutes'` : null},
        ${sql.raw(`'{${[kit.ids.steel, kit.ids.mro].sort((a, b) => a - b).join(',')}}'::integer[]`)}, ${kit.buyerUser}, ${kit.buyerUser})
      returning id`,
  );
  const tenderId = tender.id;
  const [plate] = await kit.rows<{ id: number }>(
    sql`insert into srm_src_tender_line (tender_id, line_number, material_id, item_name, category_id, quantity, uom_code, need_by_date)
      values (${tenderId}, 1, ${kit.ids.plate}, ${material.material_name}, ${kit.ids.steel}, '100', ${material.unit_code}, ${inDays(20)}) returning id`,
  );
  const [gloves] = await kit.rows<{ id: number }>(
    sql`insert into srm_src_tender_line (tender_id, line_number, item_name, specification, category_id, quantity, uom_code, need_by_date)
      values (${tenderId}, 2, 'Nitrile gloves, size L', 'EN 374', ${kit.ids.mro}, '30', 'BOX', ${inDays(25)}) returning id`,
  );
  const quantities = ['100', '30'];
  const bids = new Map<number, number>();
  const bidLines = new Map<number, [number, number]>();
  const totals = new Map<number, string>();
  for (const supplierId of [...o.bids.map((b) => b.supplierId), ...(o.others ?? [])]) {
    const bidding = o.bids.some((b) => b.supplierId === supplierId);
    await kit.rows(
      sql`insert into srm_src_tender_supplier (tender_id, supplier_id, source, response_status)
        values (${tenderId}, ${supplierId}, 'INVITED', ${bidding ? 'BID' : 'INVITED'})`,
    );
  }
  for (const b of o.bids) {
    const lines = b.prices?.map((p, i) => {
      const { priceWithoutTax, priceWithTax } = pricesFrom('WITHOUT_TAX', p, '13');
      return {
        priceWithoutTax,
        priceWithTax,
        amountWithoutTax: lineAmount(quantities[i], priceWithoutTax),
        amountWithTax: lineAmount(quantities[i], priceWithTax),
      };
    });
    const totalWithoutTax = lines && opened ? sumMoney(lines.map((l) => l.amountWithoutTax)) : null;
    const totalWithTax = lines && opened ? sumMoney(lines.map((l) => l.amountWithTax)) : null;
    const bidStatus = !opened ? 'SUBMITTED' : lines ? 'OPENED' : 'INVALID';
    const [bid] = await kit.rows<{ id: number }>(
      sql`insert into srm_src_tender_bid (tender_id, supplier_id, status, technical_statement, commercial_ciphertext, commercial_hash,
          total_without_tax, total_with_tax, validity_days, invalid_reason)
        values (${tenderId}, ${b.supplierId}, ${bidStatus}, ${b.technicalStatement ?? `Technical answer of ${b.supplierId}`},
          'Y2lwaGVy', ${'ab'.repeat(32)}, ${totalWithoutTax}, ${totalWithTax}, 90, ${bidStatus === 'INVALID' ? 'A line is not priced' : null})
        returning id`,
    );
    bids.set(b.supplierId, bid.id);
    if (totalWithTax) totals.set(b.supplierId, totalWithTax);
    if (!lines || !opened) continue;
    const ids: number[] = [];
    for (const [i, l] of lines.entries()) {
      const [row] = await kit.rows<{ id: number }>(
        sql`insert into srm_src_tender_bid_line (bid_id, tender_line_id, price_without_tax, tax_rate, price_with_tax, amount_without_tax, amount_with_tax, lead_time_days)
          values (${bid.id}, ${i === 0 ? plate.id : gloves.id}, ${l.priceWithoutTax}, '13', ${l.priceWithTax}, ${l.amountWithoutTax}, ${l.amountWithTax}, 15)
          returning id`,
      );
      ids.push(row.id);
    }
    bidLines.set(b.supplierId, [ids[0], ids[1]]);
  }
  return { tenderId, plate: plate.id, gloves: gloves.id, bids, bidLines, totals };
}

let expertSeq = 0;

/** An expert of the library: external unless a person is given; its categories and conflicts. */
export async function makeExpert(
  kit: EvaluationKit,
  o: { categoryIds: number[]; conflicts?: number[]; personId?: number; enabled?: boolean },
): Promise<number> {
  expertSeq += 1;
  const internal = o.personId != null;
  const [row] = await kit.rows<{ id: number }>(
    sql`insert into srm_src_expert (expert_code, expert_name, expert_source, person_id, company, enabled_flag)
      values (${`XE${String(expertSeq).padStart(4, '0')}`}, ${`专家${expertSeq}`}, ${internal ? 'INTERNAL' : 'EXTERNAL'},
        ${o.personId ?? null}, ${internal ? null : '某大学'}, ${o.enabled === false ? 'N' : 'Y'}) returning id`,
  );
  for (const c of o.categoryIds) {
    await kit.rows(sql`insert into srm_src_expert_category (expert_id, category_id) values (${row.id}, ${c})`);
  }
  for (const s of o.conflicts ?? []) {
    await kit.rows(sql`insert into srm_src_expert_conflict (expert_id, supplier_id) values (${row.id}, ${s})`);
  }
  return row.id;
}

/** Puts a user on the tender's opening committee (CHAIR or MEMBER). */
export async function seatOnCommittee(kit: EvaluationKit, tenderId: number, userId: number, role: 'CHAIR' | 'MEMBER') {
  await kit.rows(
    sql`insert into srm_src_tender_committee (tender_id, user_id, member_role) values (${tenderId}, ${userId}, ${role})`,
  );
}
