import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerDocumentImportRoutes } from '../../platform/documents/importActions.ts';
import { IMPORT_DEFAULTS } from '../../platform/excel/importXlsx.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { registerDeclaredImportRoutes } from '../../platform/masters/declaredImport.ts';
import { registerBaseImportRoutes, registerMoreImportRoutes } from '../base/index.ts';
import { registerExportRoutes } from './exportRoutes.ts';
import { registerImportReportRoute } from './importReport.ts';
import { registerLookupImportRoutes } from './lookupImport.ts';

export type ExcelPluginOptions = { deps: AppDeps; root: FastifyInstance };

/**
 * Excel export and import (spec §7): the export calls, the lookup-value import with its template
 * and the download of an import's validation report. An encapsulated plugin, so multipart parsing
 * (limits: one file of at most IMPORT_DEFAULTS.maxBytes, answered 413 as soon as it is exceeded)
 * exists only on these routes. `root` is the app whose registered list actions the exports run.
 */
export async function excelPlugin(scope: FastifyInstance, options: ExcelPluginOptions): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: IMPORT_DEFAULTS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  registerExportRoutes(scope, options.root, options.deps);
  registerLookupImportRoutes(scope, options.deps);
  // Materials, purchase categories and exchange rates (modules/base/imports.ts).
  registerBaseImportRoutes(scope, options.deps);
  // Bank branches, payment terms, purchasing groups and addresses (modules/base/moreImports.ts).
  registerMoreImportRoutes(scope, options.deps);
  // Declared master lists with an import button (platform/masters/declaredImport.ts).
  registerDeclaredImportRoutes(scope, options.deps);
  registerImportReportRoute(scope, options.deps);
  // doImport / importTemplate of every bound document type (platform/documents/importActions.ts).
  registerDocumentImportRoutes(scope, options.deps);
}
