import ExcelJS from 'exceljs';
import type { TestApp } from './testApp.ts';

/* What the import tests share: a workbook made of rows, and its upload as the browser sends it (multipart `file`). */

/** An xlsx whose first sheet holds `rows` (the first is the header). */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POSTs `content` as the multipart field `file` to `path`, as `certificate`, in English. */
export async function uploadXlsx(t: TestApp, path: string, content: Buffer, certificate: string) {
  const boundary = '----srmtestupload42';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, certificate, 'SAAF-Language': 'EN' },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
