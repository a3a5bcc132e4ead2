import { restPath } from '@srm/core';
import { EXPORT_MAX_ROWS, EXPORT_PLAIN_MAX_ROWS, exportRequestSchema } from '@srm/core/excel/index';
import type { FastifyInstance } from 'fastify';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { contentDisposition } from '../../platform/excel/contentDisposition.ts';
import { type ExportFormat, startExport } from '../../platform/excel/exportService.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestLang } from '../../platform/i18n/requestLang.ts';
import { parseWithLang } from '../../platform/i18n/zodMessages.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The export calls of spec §7. All take the export request of spec §3 and answer the file, or the
 * JSON envelope with status E before the first byte. The named variants of the spec share the one
 * service: the request names the list, so they differ from exportExcel only in name.
 */
export const EXPORT_CALLS: { action: string; format: ExportFormat; maxRows: number; summary: string }[] = [
  { action: 'exportExcel', format: 'xlsx', maxRows: EXPORT_MAX_ROWS, summary: 'Export a list as xlsx' },
  {
    action: 'exportPlain',
    format: 'xlsx',
    maxRows: EXPORT_PLAIN_MAX_ROWS,
    summary: 'Export a list as xlsx, at most 50 000 rows',
  },
  { action: 'exportCsv', format: 'csv', maxRows: EXPORT_MAX_ROWS, summary: 'Export a list as CSV (UTF-8 with BOM)' },
  ...['exportSupplierInfoExcel', 'bidGlanceExport', 'bidExport', 'customExport'].map((action) => ({
    action,
    format: 'xlsx' as const,
    maxRows: EXPORT_MAX_ROWS,
    summary: `Export a list as xlsx (the spec's ${action}, the same service as exportExcel)`,
  })),
];

/** Registers the export calls on `scope`; `root` is the app whose registered list actions they run. */
export function registerExportRoutes(scope: FastifyInstance, root: FastifyInstance, deps: AppDeps): void {
  for (const call of EXPORT_CALLS) {
    scope.route({
      method: 'POST',
      url: restPath('exportServer', 'export', call.action),
      // Signed in; the list named by requestUrl adds its own rule, enforced by invokeAction.
      config: { auth: LOGGED_IN },
      schema: { tags: ['exportServer'], summary: call.summary, body: exportRequestSchema },
      handler: async (req, reply) => {
        const lang = requestLang(req);
        const parsed = parseWithLang(exportRequestSchema, req.body ?? {}, lang);
        if (!parsed.ok) {
          const detail = parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
          throw new AppError(400, 'error.badRequest', { detail }, { errors: parsed.errors });
        }
        const body = parsed.value;
        const stream = await startExport(
          root,
          { user: req.user, lang, deps, req, reply },
          {
            requestUrl: body.requestUrl,
            requestParams: body.requestParams,
            columns: body.columns,
            sheetMaxRow: body.sheetMaxRow,
          },
          { format: call.format, maxRows: call.maxRows },
        );
        return reply
          .code(200)
          .header('content-type', call.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', contentDisposition(body.fileName, call.format))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    });
  }
}
