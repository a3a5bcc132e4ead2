import { restPath } from '@srm/core/api';
import { downloadFile } from '../../app/api/download.ts';

/*
 * The table's Export button (spec §7 exportExcel). The export server runs the same list call over
 * every page (`requestUrl` + `requestParams`) and streams an xlsx; a refusal comes back as the JSON
 * envelope instead. app/api/download reads the answer as a blob, checks it for that envelope first
 * (spec §8 "downloaded blob whose JSON status is E": the msg is thrown as an ApiError, not saved)
 * and saves the file under the server's Content-Disposition name.
 */

export const EXPORT_API = restPath('exportServer', 'export', 'exportExcel');

/** Spec §9: rows per sheet of an export, the header row included. */
export const EXPORT_SHEET_MAX_ROW = 500_001;

/** A column of the export (packages/core exportColumnSchema): lookups are written by meaning. */
export type ExportColumn = { key: string; title: string; width?: number; lookupType?: string; displayKey?: string };

export type ExportTableRequest = {
  /** The list's path. */
  requestUrl: string;
  searchParams: Record<string, unknown>;
  columns: ExportColumn[];
  /** Without extension. */
  fileName: string;
  signal?: AbortSignal;
};

/** Runs the export and saves the file; rejects with an ApiError carrying the server's message. */
export async function exportTable(request: ExportTableRequest): Promise<void> {
  const fileName = request.fileName || 'export';
  await downloadFile(EXPORT_API, {
    body: {
      requestUrl: request.requestUrl,
      requestParams: { searchParams: request.searchParams },
      columns: request.columns,
      fileName,
      sheetMaxRow: EXPORT_SHEET_MAX_ROW,
    },
    fallbackName: `${fileName}.xlsx`,
    signal: request.signal,
  });
}
