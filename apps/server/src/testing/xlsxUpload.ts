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

/** The multipart body of one file in the field `file`, as the browser sends it. */
export function multipartOf(content: Buffer, fileName = 'data.xlsx') {
  const boundary = '----srmtestupload42';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `content` as the multipart field `file` to `path`, as `certificate`, in English. */
export async function uploadXlsx(t: TestApp, path: string, content: Buffer, certificate: string) {
  const { payload, contentType } = multipartOf(content);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType, certificate, 'SAAF-Language': 'EN' },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
