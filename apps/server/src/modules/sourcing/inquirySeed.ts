import { addDays, formatDate } from '@srm/core';
import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDemoApprovals, PURCHASING_MANAGER_APPROVAL } from '../../platform/workflow/defaultProcess.ts';

/*
 * The inquiry's part of the demo (issue 17): the deployed publish approval (one step: the demo approver),
 * seeded with the company; and, played by the demo story through the app's own calls, a published inquiry
 * inviting both demo suppliers (each has its to-do) and a draft the buyer is still writing.
 */

const INQ = '/api/srmServer/v1/srmSrcInquiryRestful';
const INV = '/api/srmServer/v1/srmSrcInquirySupplierRestful';

/** Deploys the inquiry's publish approval (the approver's person decides). Idempotent. */
export async function seedInquiryDemo(db: DbOrTx): Promise<void> {
  await deployDemoApprovals(db, [
    {
      billType: sourcingInquiry.billType,
      name: '询价发布审批',
      task: PURCHASING_MANAGER_APPROVAL,
      description: 'The publication of an inquiry: one approval by the purchasing manager',
    },
  ]);
}

/** A call of the story's user; the inquiry calls answer its id and version (and more). */
type Act = (path: string, body: object) => Promise<Record<string, unknown>>;
type Material = { id: number; name: string; categoryId: number; unit: string };

/** An instant `days` from now at 17:00 China time, as the buyer's form sends it. */
const deadlineIn = (days: number) => `${formatDate(addDays(new Date(), days))}T17:00:00+08:00`;
const day = (days: number) => formatDate(addDays(new Date(), days));

/**
 * Plays the inquiries of the demo story: the buyer publishes one to both suppliers (the approver approves
 * it) and keeps another as a draft. Called once by seed/demoStory.ts on a freshly seeded company.
 */
export async function playInquiryStory(
  as: { buyer: Act; approver: Act },
  ids: { east: number; supplier1: number; supplier2: number; material: Record<string, Material> },
): Promise<void> {
  const line = (code: string, quantity: string, needInDays: number) => ({
    materialId: ids.material[code].id,
    quantity,
    needByDate: day(needInDays),
  });
  const steel = ids.material['M-STEEL-Q235-10'];
  const published = await as.buyer(`${INQ}/saveOrUpdate`, {
    title: '2026年一季度冲压钢材询价',
    orgId: ids.east,
    categoryId: steel.categoryId,
    inquiryMode: 'INVITE',
    currencyCode: 'CNY',
    quoteDeadline: deadlineIn(5),
    maxRounds: 3,
    quoteValidityDays: 30,
    notesToSuppliers: '含税含运费送至华东工厂；请按行报价并注明交货周期。',
    internalRemark: '目标价较上季度降 3%',
    lines: [line('M-STEEL-Q235-10', '5000', 30), line('M-STEEL-45-RD40', '1200', 30)],
  });
  const invited = await as.buyer(`${INV}/add`, {
    inquiryId: published.inquiryId,
    version: published.version,
    supplierIds: [ids.supplier1, ids.supplier2],
  });
  const submitted = await as.buyer(`${INQ}/doSubmit`, { inquiryId: published.inquiryId, version: invited.version });
  await as.approver(`${INQ}/doApproval`, {
    inquiryId: published.inquiryId,
    version: submitted.version,
    comment: '同意发布',
  });
  // A draft still being written: a free-text item beside a material.
  await as.buyer(`${INQ}/saveOrUpdate`, {
    title: '劳保用品年度询价',
    orgId: ids.east,
    categoryId: ids.material['M-MRO-GLOVE'].categoryId,
    inquiryMode: 'PUBLIC',
    currencyCode: 'CNY',
    quoteDeadline: deadlineIn(10),
    maxRounds: 2,
    lines: [
      line('M-MRO-GLOVE', '600', 45),
      {
        itemName: '防护眼镜（防雾）',
        specification: 'EN 166',
        categoryId: ids.material['M-MRO-GLOVE'].categoryId,
        quantity: '200',
        uomCode: ids.material['M-MRO-GLOVE'].unit,
        needByDate: day(45),
      },
    ],
  });
}
