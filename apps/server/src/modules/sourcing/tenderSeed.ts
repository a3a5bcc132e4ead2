import { addDays, formatDate } from '@srm/core';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDemoApprovals, PURCHASING_MANAGER_APPROVAL } from '../../platform/workflow/defaultProcess.ts';
import { sourcingTemplates, sourcingTypes } from './ruleSchema.ts';
import { tenderCommittee } from './sealingSchema.ts';

/*
 * The tender's part of the demo (issue 17 item 3): the deployed publish approval (one step: the demo
 * approver), seeded with the company; and, played by the demo story through the app's own calls, a DRAFT
 * tender of two steel lines inviting both demo suppliers, with an opening committee of buyer, approver and
 * admin of which two open (threshold 2). Committee keys are personal (a PIN only the member knows), so none
 * is seeded: each member registers its key in the browser, then the buyer seals the tender and submits it.
 * The committee rows are written straight into the table for that reason (the committee call asks for the
 * members' keys first).
 */

const TND = '/api/srmServer/v1/srmSrcTenderRestful';
const TSUP = '/api/srmServer/v1/srmSrcTenderSupplierRestful';

/** Deploys the tender's publish approval (the approver's person decides). Idempotent. */
export async function seedTenderDemo(db: DbOrTx): Promise<void> {
  await deployDemoApprovals(db, [
    {
      billType: sourcingTender.billType,
      name: '招标发布审批',
      task: PURCHASING_MANAGER_APPROVAL,
      description: 'The publication of a tender: one approval by the purchasing manager',
    },
  ]);
}

/** A call of the story's user; the tender calls answer its id and version (and more). */
type Act = (path: string, body: object) => Promise<Record<string, unknown>>;
type Material = { id: number; name: string; categoryId: number; unit: string };

/** An instant `days` from now at hh:mm China time, as the buyer's form sends it. */
const at = (days: number, time: string) => `${formatDate(addDays(new Date(), days))}T${time}:00+08:00`;
const day = (days: number) => formatDate(addDays(new Date(), days));

/**
 * Plays the tender of the demo story: the buyer writes a draft of two steel lines, invites both suppliers,
 * and the committee (buyer, approver, admin; two of them open) is set. Called once by seed/demoStory.ts.
 */
export async function playTenderStory(
  db: DbOrTx,
  as: { buyer: Act },
  ids: { east: number; supplier1: number; supplier2: number; material: Record<string, Material> },
): Promise<void> {
  const [template] = await db
    .select({ id: sourcingTemplates.id })
    .from(sourcingTemplates)
    .where(eq(sourcingTemplates.templateCode, 'TND_WEIGHTED'));
  const [type] = await db
    .select({ id: sourcingTypes.id })
    .from(sourcingTypes)
    .where(eq(sourcingTypes.typeCode, 'TND_ANNUAL'));
  const plate = ids.material['M-STEEL-Q235-10'];
  const bar = ids.material['M-STEEL-45-RD40'];
  if (!template || !plate || !bar) return;
  const draft = await as.buyer(`${TND}/saveOrUpdate`, {
    title: '2026年度冲压钢材集中招标',
    orgId: ids.east,
    categoryId: plate.categoryId,
    sourcingTypeId: type?.id ?? null,
    templateId: template.id,
    tenderMode: 'INVITE',
    currencyCode: 'CNY',
    signUpDeadline: at(10, '17:00'),
    bidDeadline: at(14, '17:00'),
    openingTime: at(15, '09:30'),
    tenderFee: '500',
    bidBond: '20000',
    bondTerms: '未中标人的保证金于定标后 5 个工作日内无息退还；中标人的保证金转为履约保证金。',
    bondAccount: '中国工商银行 上海分行 1001 2345 6789 0000',
    openingThreshold: 2,
    notesToSuppliers: '投标报价含税含运费送至华东工厂；技术标与商务标分开递交，商务标由系统加密。',
    notesToJury: '重点考察近一年交付准时率与质量体系认证。',
    internalRemark: '预算 960 万元，目标较去年降 4%',
    lines: [
      { materialId: plate.id, quantity: '20000', needByDate: day(60) },
      { materialId: bar.id, quantity: '5000', needByDate: day(60) },
    ],
  });
  await as.buyer(`${TSUP}/add`, {
    tenderId: draft.tenderId,
    version: draft.version,
    supplierIds: [ids.supplier1, ids.supplier2],
  });
  const members = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['buyer', 'approver', 'admin']));
  const order = ['buyer', 'approver', 'admin'];
  members.sort((a, b) => order.indexOf(a.userName) - order.indexOf(b.userName));
  await db.insert(tenderCommittee).values(
    members.map((m) => ({
      tenderId: draft.tenderId as number,
      userId: m.id,
      memberRole: m.userName === 'buyer' ? 'CHAIR' : 'MEMBER',
      createdBy: members[0].id,
      lastUpdatedBy: members[0].id,
    })),
  );
}
