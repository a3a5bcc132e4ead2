import { t } from '@srm/core';
import { SAMPLE_CONTRACT_DATA } from '@srm/core/contract/sampleData';
import { TEMPLATE_STATUS_LABELS, type TemplateStatus, templateList } from '@srm/core/contract/templateLists';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import { contentDisposition } from '../../../platform/files/names.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { renderContractPdf } from './render.ts';
import { contractTemplates, contractTemplateTerms } from './schema.ts';
import { latestVersion, templateTermRows } from './templates.ts';
import { currentTerms } from './terms.ts';

/*
 * A template version's life (issue 19 item 1): DRAFT → publish → VALID (the code's other VALID version becomes
 * INVALID: one valid version per code) → invalidate → INVALID; a new version copies a VALID or INVALID one into
 * the next DRAFT. Contracts keep the version they were made with. Also the .docx download and the sample PDF
 * (the template rendered with SAMPLE_CONTRACT_DATA and its own clauses, watermarked) for the author to look at.
 */

const { server, entity, menuCode } = templateList;
const PUBLISH = 'btnPublish';
const body = z.object({ templateId: idSchema, version: z.coerce.number().int().min(0) });

async function storedRow(db: Parameters<typeof latestVersion>[0], id: number) {
  const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, id));
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

function refuseStatus(status: string, lang: 'CN' | 'EN'): never {
  const label = TEMPLATE_STATUS_LABELS[status as TemplateStatus]?.[lang] ?? status;
  throw new AppError(409, 'contractTemplate.badStatus', { status: label });
}

const changeStatus = (action: string, summary: string, from: TemplateStatus, to: TemplateStatus) =>
  defineAction({
    server,
    entity,
    action,
    summary,
    auth: menu(menuCode),
    mutates: true,
    body,
    handler: async ({ deps, body, lang, user }) => {
      await requireMenuResource(deps.db, user!, menuCode, PUBLISH);
      const row = await deps.db.transaction(async (tx) => {
        const stored = await storedRow(tx, body.templateId);
        if (stored.version !== body.version) throw new AppError(409, 'error.staleVersion');
        if (stored.status !== from) refuseStatus(stored.status, lang);
        if (to === 'VALID') {
          await tx
            .update(contractTemplates)
            .set({ status: 'INVALID', lastUpdatedBy: user!.userId, lastUpdateDate: new Date() })
            .where(
              and(
                eq(contractTemplates.templateCode, stored.templateCode),
                eq(contractTemplates.status, 'VALID'),
                ne(contractTemplates.id, stored.id),
              ),
            );
        }
        const [updated] = await tx
          .update(contractTemplates)
          .set({ status: to, version: stored.version + 1, lastUpdatedBy: user!.userId, lastUpdateDate: new Date() })
          .where(and(eq(contractTemplates.id, stored.id), eq(contractTemplates.version, stored.version)))
          .returning({
            id: contractTemplates.id,
            status: contractTemplates.status,
            version: contractTemplates.version,
          });
        if (!updated) throw new AppError(409, 'error.staleVersion');
        return updated;
      });
      return { data: { templateId: row.id, status: row.status, version: row.version }, msg: 'ok.saved' };
    },
  });

const publish = changeStatus(
  'publish',
  'Publish a draft contract template version (button btnPublish): it becomes VALID, the code’s former valid version INVALID',
  'DRAFT',
  'VALID',
);
const invalidate = changeStatus(
  'invalidate',
  'Invalidate a valid contract template version (button btnPublish): no new contract uses it; contracts made with it keep it',
  'VALID',
  'INVALID',
);

/** The next DRAFT version of a VALID or INVALID template, with its file, watermark and clauses. */
const newVersion = defineAction({
  server,
  entity,
  action: 'newVersion',
  summary:
    'Make the next draft version of a valid or invalid contract template (button btnAdd), copying its file and clauses',
  auth: menu(menuCode),
  mutates: true,
  body: z.object({ templateId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    await requireMenuResource(deps.db, user!, menuCode, templateList.buttons.add);
    const created = await deps.db.transaction(async (tx) => {
      const from = await storedRow(tx, body.templateId);
      if (from.status === 'DRAFT') refuseStatus(from.status, lang);
      const { id: _id, version: _v, creationDate: _c, lastUpdateDate: _l, ...copied } = from;
      const [row] = await tx
        .insert(contractTemplates)
        .values({
          ...copied,
          templateVersion: (await latestVersion(tx, from.templateCode)) + 1,
          status: 'DRAFT',
          sourceTemplateId: from.id,
          createdBy: user!.userId,
          lastUpdatedBy: user!.userId,
        })
        .returning({ id: contractTemplates.id, templateVersion: contractTemplates.templateVersion });
      const terms = await templateTermRows(tx, from.id);
      if (terms.length) {
        await tx
          .insert(contractTemplateTerms)
          .values(terms.map((term, i) => ({ templateId: row!.id, termId: term.termId, seq: i + 1 })));
      }
      return row!;
    });
    return { data: { templateId: created.id, templateVersion: created.templateVersion }, msg: 'ok.saved' };
  },
});

/** The template version's Word file, as kept at its save. */
const download = defineAction({
  server,
  entity,
  action: 'download',
  summary: 'Download a contract template version’s Word file (.docx)',
  auth: menu(menuCode, 'CCT_CONTRACT'),
  body: z.object({ templateId: idSchema }),
  handler: async ({ deps, body, reply }) => {
    const row = await storedRow(deps.db, body.templateId);
    if (!row.docxContent) throw new AppError(404, 'contractTemplate.fileRequired');
    const name = (row.fileName ?? `${row.templateCode}.docx`).replace(/\.docx$/i, '');
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', contentDisposition(`${name}-v${row.templateVersion}.docx`))
      .header('cache-control', 'no-store')
      .send(row.docxContent);
    return {};
  },
});

/** The template rendered with the demo data and its own clauses, as PDF, with its default watermark. */
const samplePdf = defineAction({
  server,
  entity,
  action: 'samplePdf',
  summary: 'A contract template version rendered with sample data to PDF, watermarked (the author’s preview)',
  auth: menu(menuCode, 'CCT_CONTRACT'),
  body: z.object({ templateId: idSchema }),
  handler: async ({ deps, body, lang, reply }) => {
    const row = await storedRow(deps.db, body.templateId);
    const terms = await currentTerms(
      deps.db,
      (await templateTermRows(deps.db, row.id)).map((term) => term.termId),
    );
    const data = {
      ...SAMPLE_CONTRACT_DATA,
      terms: terms.length
        ? terms.map((term, i) => ({ termNo: String(i + 1), title: term.title, text: term.text }))
        : SAMPLE_CONTRACT_DATA.terms,
    };
    // A failed conversion is a 502 with its reason (renderContractPdf).
    const pdf = await renderContractPdf(deps.db, { templateId: row.id, data });
    reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition(
          `${row.templateCode}-v${row.templateVersion}-${t('contractTemplate.sampleName', lang)}.pdf`,
          'inline',
        ),
      )
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
    return {};
  },
});

export const templateStatusActions = [publish, invalidate, newVersion, download, samplePdf] as unknown as ActionDef[];
