import ExcelJS from 'exceljs';

/** The cell values of the first sheet of an .xlsx file, row by row (header first). */
export async function xlsxRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
