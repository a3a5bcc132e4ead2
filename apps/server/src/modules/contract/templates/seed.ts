import { SAMPLE_CONTRACT_DATA } from '@srm/core/contract/sampleData';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { demoTemplateDocx } from './demoTemplate.ts';
import { templateTags } from './docxRender.ts';
import {
  contractTemplates,
  contractTemplateTerms,
  contractTerms,
  contractTermVersions,
  contractWatermarks,
} from './schema.ts';

/*
 * The demo's template setup (issue 19 item 1), on a fresh database: the clauses of the sample contract, a text
 * watermark, and template DEMO-PURCHASE (the Word document demoTemplate.ts builds) VALID with those clauses, so
 * a contract can be rendered from the first start. Skipped when DEMO-PURCHASE exists.
 */
export async function seedTemplateDemo(db: DbOrTx): Promise<void> {
  const [exists] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.templateCode, 'DEMO-PURCHASE'));
  if (exists) return;
  const termIds: number[] = [];
  for (const [i, term] of SAMPLE_CONTRACT_DATA.terms.entries()) {
    const [row] = await db
      .insert(contractTerms)
      .values({
        termCode: `T-${String(i + 1).padStart(3, '0')}`,
        termTitle: term.title,
        termCategory: i === 0 ? '质量' : '违约',
        termText: term.text,
      })
      .returning({ id: contractTerms.id });
    await db
      .insert(contractTermVersions)
      .values({ termId: row!.id, termVersion: 1, termTitle: term.title, termText: term.text });
    termIds.push(row!.id);
  }
  const [mark] = await db
    .insert(contractWatermarks)
    .values({
      watermarkCode: 'WM-INTERNAL',
      watermarkName: '合同编号水印',
      watermarkNameEn: 'Contract number watermark',
      watermarkKind: 'TEXT',
      watermarkText: '{supplierName} {contractNumber}',
      opacity: 12,
      angle: 30,
      fontSize: 28,
      position: 'TILED',
    })
    .returning({ id: contractWatermarks.id });
  const docx = demoTemplateDocx();
  const placeholders = [
    ...new Set(templateTags(docx).map((tag) => (tag.isLoop ? `#${tag.path}` : [...tag.loops, tag.path].join('.')))),
  ];
  const [template] = await db
    .insert(contractTemplates)
    .values({
      templateCode: 'DEMO-PURCHASE',
      templateName: '标准采购合同',
      templateNameEn: 'Standard purchase contract',
      contractType: '采购合同',
      fileName: '标准采购合同.docx',
      docxContent: Buffer.from(docx),
      placeholders: JSON.stringify(placeholders),
      watermarkId: mark!.id,
      status: 'VALID',
    })
    .returning({ id: contractTemplates.id });
  await db
    .insert(contractTemplateTerms)
    .values(termIds.map((termId, i) => ({ templateId: template!.id, termId, seq: i + 1 })));
}
