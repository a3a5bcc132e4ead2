import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { idsOf, local, namesById, presentSourcingNames } from './inquiryNames.ts';
import { sourcingTemplates } from './ruleSchema.ts';

/*
 * The names shown beside the ids of tenders (the declaration's displayKeys), for a page at once: the names
 * every sourcing event shows (organisation, categories, payment term, address, sourcing type, project, the
 * lines' materials: inquiryNames.ts), and the evaluation template with its method.
 */
export async function presentTenders(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentSourcingNames(db, lang, records);
  const templates = await namesById(db, sourcingTemplates, idsOf(records, 'templateId'));
  for (const r of records) {
    const template = templates.get(r.templateId as number);
    r.templateName = template ? local(lang, template.templateName, template.templateNameEn) : null;
    r.evaluationMethod = template?.evaluationMethod ?? null;
  }
}
