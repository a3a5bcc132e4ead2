import { eq } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { personsByNumbersOrNames } from '../../admin/directoryService.ts';
import { orgsByCodes } from '../../admin/orgService.ts';
import { categoriesByCodes } from '../../base/index.ts';
import { suppliersByNumbers } from '../../supplier/index.ts';
import {
  sourcingExpertCategories,
  sourcingExpertConflicts,
  sourcingExperts,
  sourcingProjects,
  sourcingTemplateCriteria,
  sourcingTemplates,
  sourcingTypes,
} from '../ruleSchema.ts';

/*
 * The demo's sourcing rules (seed/demo.ts, an empty database only): a lowest-price inquiry template and a
 * weighted tender template (technical 60 / commercial 40, with criteria), a type for each, an internal and
 * an external expert (the external one tied to the first demo supplier), and one project of East China.
 */
export async function seedSourcingRulesDemo(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ id: sourcingTemplates.id }).from(sourcingTemplates).limit(1);
  if (existing) return;
  const [inquiry, tender] = await db
    .insert(sourcingTemplates)
    .values([
      {
        templateCode: 'INQ_LOWEST',
        templateName: '询价-最低价',
        templateNameEn: 'Inquiry, lowest price',
        sourcingMethod: 'INQUIRY',
        evaluationMethod: 'LOWEST_PRICE',
        roundsAllowed: 3,
        quoteValidityDays: 30,
      },
      {
        templateCode: 'TND_WEIGHTED',
        templateName: '招标-综合评分(60/40)',
        templateNameEn: 'Tender, weighted score (60/40)',
        sourcingMethod: 'TENDER',
        evaluationMethod: 'WEIGHTED_SCORE',
        technicalWeight: '60',
        commercialWeight: '40',
        roundsAllowed: 1,
        quoteValidityDays: 90,
        bondRule: 'PERCENT',
        bondValue: '2',
        tenderFee: '500',
      },
    ])
    .returning({ id: sourcingTemplates.id });
  const criteria: [string, string, 'TECHNICAL' | 'COMMERCIAL', string, string][] = [
    ['技术方案', 'Technical solution', 'TECHNICAL', '50', '100'],
    ['质量保证体系', 'Quality assurance', 'TECHNICAL', '30', '100'],
    ['交付能力', 'Delivery capability', 'TECHNICAL', '20', '100'],
    ['投标价格', 'Bid price', 'COMMERCIAL', '80', '100'],
    ['付款条件', 'Payment terms', 'COMMERCIAL', '20', '100'],
  ];
  await db.insert(sourcingTemplateCriteria).values(
    criteria.map(([criterionName, criterionNameEn, criterionKind, weight, maxScore], i) => ({
      templateId: tender.id,
      lineNumber: i + 1,
      criterionName,
      criterionNameEn,
      criterionKind,
      weight,
      maxScore,
    })),
  );
  await db.insert(sourcingTypes).values([
    {
      typeCode: 'INQ_STANDARD',
      typeName: '标准询价',
      typeNameEn: 'Standard inquiry',
      sourcingMethod: 'INQUIRY',
      defaultTemplateId: inquiry.id,
    },
    {
      typeCode: 'TND_ANNUAL',
      typeName: '年度招标',
      typeNameEn: 'Annual tender',
      sourcingMethod: 'TENDER',
      defaultTemplateId: tender.id,
    },
  ]);

  const [approver] = await personsByNumbersOrNames(db, ['E0003']);
  const supplier = (await suppliersByNumbers(db, ['S000001'])).get('S000001');
  const categories = await categoriesByCodes(db, ['RAW_STEEL', 'ELEC_IC', 'ELEC']);
  const experts = await db
    .insert(sourcingExperts)
    .values([
      ...(approver
        ? [
            {
              expertCode: 'EXP001',
              expertName: approver.personName,
              expertSource: 'INTERNAL',
              personId: approver.id,
              expertTitle: '高级工程师',
              expertLevel: 'SENIOR',
            },
          ]
        : []),
      {
        expertCode: 'EXP002',
        expertName: '周教授',
        expertSource: 'EXTERNAL',
        company: '华东理工大学',
        phone: '021-64250000',
        email: 'zhou@ecust.example.edu',
        idNumber: '310101197001011234',
        expertTitle: '教授',
        expertLevel: 'SENIOR',
      },
    ])
    .returning({ id: sourcingExperts.id, code: sourcingExperts.expertCode });
  const expertId = Object.fromEntries(experts.map((e) => [e.code, e.id]));
  const links: { expertId: number; categoryId: number }[] = [];
  const steel = categories.get('RAW_STEEL');
  const elec = categories.get('ELEC');
  if (expertId.EXP001 && steel) links.push({ expertId: expertId.EXP001, categoryId: steel.id });
  if (elec) links.push({ expertId: expertId.EXP002, categoryId: elec.id });
  if (links.length) await db.insert(sourcingExpertCategories).values(links);
  if (supplier) await db.insert(sourcingExpertConflicts).values({ expertId: expertId.EXP002, supplierId: supplier.id });

  const east = (await orgsByCodes(db, ['OU_EAST'])).get('OU_EAST');
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'buyer'));
  if (east && buyer) {
    await db.insert(sourcingProjects).values({
      projectCode: 'SP2026-001',
      projectName: '2026 年度钢材集中采购',
      projectNameEn: '2026 steel consolidated sourcing',
      orgId: east.id,
      projectYear: 2026,
      projectPeriod: 'YEAR',
      budgetAmount: '1200000.00',
      currencyCode: 'CNY',
      ownerUserId: buyer.id,
      projectStatus: 'RUNNING',
      description: '华东经营单位年度钢材的询价与招标',
    });
  }
}
