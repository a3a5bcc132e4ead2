import { restPath } from '@srm/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { contentDisposition } from '../../platform/excel/contentDisposition.ts';
import { loadImportReport } from '../../platform/excel/importService.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestLang } from '../../platform/i18n/requestLang.ts';
import { parseWithLang } from '../../platform/i18n/zodMessages.ts';

const body = z.object({ reportId: z.string().trim().uuid() });

/** The validation report of a refused import, for the user who ran it (anyone else: 404). */
export function registerImportReportRoute(scope: FastifyInstance, deps: AppDeps): void {
  scope.post(
    restPath('exportServer', 'import', 'downloadReport'),
    {
      config: { auth: LOGGED_IN },
      schema: { tags: ['exportServer'], summary: 'Download the validation report of a refused import', body },
    },
    async (req, reply) => {
      const parsed = parseWithLang(body, req.body ?? {}, requestLang(req));
      if (!parsed.ok) {
        const detail = parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
        throw new AppError(400, 'error.badRequest', { detail }, { errors: parsed.errors });
      }
      const report = await loadImportReport(deps.db, req.user!.userId, parsed.value.reportId);
      if (!report) throw new AppError(404, 'error.notFound');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(report.fileName, 'xlsx'))
        .header('cache-control', 'no-store')
        .send(report.content);
    },
  );
}
