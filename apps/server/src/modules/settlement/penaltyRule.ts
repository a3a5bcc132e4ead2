import type { Lang } from '@srm/core';
import { penaltyRuleList } from '@srm/core/masters/penaltyRule';
import { fieldError } from '../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { categoriesByIds } from '../base/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { presentParties } from './parties.ts';
import { penaltyRules } from './penaltySchema.ts';

/*
 * Late-delivery penalty rules (延期交货罚款规则, issue 18 item 3) on the master-list engine: declared in
 * packages/core/src/masters/penaltyRule.ts, read and kept by holders of SET_PENALTY_RULE (a supplier user
 * holds no such page: 403). The save checks that the organisation, supplier and category it names exist;
 * which rule a receipt line falls under is penalties.ts.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

export const penaltyRuleActions = bindMasterList(penaltyRuleList, {
  table: penaltyRules,
  columns: {
    ruleCode: penaltyRules.ruleCode,
    ruleName: penaltyRules.ruleName,
    ruleNameEn: penaltyRules.ruleNameEn,
    orgId: penaltyRules.orgId,
    supplierId: penaltyRules.supplierId,
    categoryId: penaltyRules.categoryId,
    graceDays: penaltyRules.graceDays,
    ratePerDay: penaltyRules.ratePerDay,
    capPercent: penaltyRules.capPercent,
  },
  hooks: {
    beforeSave: async (tx, values, { lang }) => {
      const orgId = values.orgId as number;
      if (!(await orgsByIds(tx, [orgId])).has(orgId)) throw fieldError(lang, 400, 'orgId', 'ref.notFound');
      const supplierId = values.supplierId as number | null | undefined;
      if (supplierId != null && !(await suppliersByIds(tx, [supplierId])).has(supplierId)) {
        throw fieldError(lang, 400, 'supplierId', 'ref.notFound');
      }
      const categoryId = values.categoryId as number | null | undefined;
      if (categoryId != null && (await categoriesByIds(tx, [categoryId])).get(categoryId)?.enabledFlag !== 'Y') {
        throw fieldError(lang, 400, 'categoryId', 'ref.notFound');
      }
    },
    // The organisation's, supplier's and category's names beside their ids, each kind read once per page.
    presentRows: async (db, rows, lang) => {
      await presentParties(db, lang, rows);
      const categories = await categoriesByIds(
        db,
        rows.flatMap((r) => (typeof r.categoryId === 'number' ? [r.categoryId] : [])),
      );
      return rows.map((r) => {
        const c = categories.get(r.categoryId as number);
        return { ...r, categoryName: c ? local(lang, c.categoryName, c.categoryNameEn) : null };
      });
    },
  },
});
