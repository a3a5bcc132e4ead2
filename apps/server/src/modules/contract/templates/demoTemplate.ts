import PizZip from 'pizzip';

/*
 * The demo contract template (issue 19): a real Word document built in code — no binary in the repository —
 * with a title, the parties' header table, the lines table (a loop over its second row), the totals with the
 * amount in capital figures, the payment stages and the terms (loops over paragraphs). Seeded as template
 * DEMO-PURCHASE so the demo and the tests have one; a template author can download it as a starting point.
 * The XML is the least WordprocessingML that Word and LibreOffice open: one run per paragraph, so each
 * `{placeholder}` stays whole in one run, as docxtemplater needs.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Word's fonts for both scripts: SimSun for Chinese (LibreOffice substitutes an installed CJK font). */
const FONTS = '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="SimSun" w:cs="Arial"/>';

type ParaOptions = { bold?: boolean; size?: number; center?: boolean };

function para(text: string, { bold, size = 21, center }: ParaOptions = {}): string {
  const pPr = center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : '';
  const rPr = `<w:rPr>${FONTS}${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr>`;
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
}

function cell(text: string, width: number, bold = false): string {
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${para(text, { bold, size: 18 })}</w:tc>`;
}

function table(widths: number[], rows: { cells: string[]; bold?: boolean }[]): string {
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const body = rows
    .map((row) => `<w:tr>${row.cells.map((text, i) => cell(text, widths[i] ?? 1000, row.bold)).join('')}</w:tr>`)
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

const PARTY_ROWS: [string, string][] = [
  ['名称', 'name'],
  ['地址', 'address'],
  ['法定代表人', 'legalRepresentative'],
  ['委托代理人', 'agent'],
  ['电话', 'phone'],
  ['开户银行', 'bank'],
  ['银行账号', 'bankAccount'],
  ['纳税人识别号', 'taxNumber'],
];

const LINE_COLUMNS: [string, string, number][] = [
  ['行号', 'lineNo', 500],
  ['物料编码', 'materialCode', 900],
  ['物料名称', 'materialName', 1500],
  ['规格型号', 'specification', 1100],
  ['单位', 'unit', 500],
  ['数量', 'quantity', 700],
  ['含税单价', 'priceWithTax', 900],
  ['税率%', 'taxRate', 600],
  ['含税金额', 'amountWithTax', 1000],
  ['交货日期', 'deliveryDate', 1000],
];

/** The body of the demo template: every part of a purchase contract, in Chinese. */
function documentXml(): string {
  const lineCells = LINE_COLUMNS.map(([, key], i) => {
    const tag = `{${key}}`;
    if (i === 0) return `{#lines}${tag}`;
    if (i === LINE_COLUMNS.length - 1) return `${tag}{/lines}`;
    return tag;
  });
  const body = [
    para('{contractName}', { bold: true, size: 32, center: true }),
    para('合同编号：{contractNumber}　　版本：{version}　　签订日期：{signedDate}'),
    para('有效期：{validFrom} 至 {validTo}　　合同类型：{contractType}'),
    table(
      [1800, 3600, 3600],
      [
        { cells: ['', '甲方（采购方）', '乙方（供应商）'], bold: true },
        ...PARTY_ROWS.map(([label, key]) => ({ cells: [label, `{partyA.${key}}`, `{partyB.${key}}`] })),
      ],
    ),
    para('一、合同标的', { bold: true }),
    table(
      LINE_COLUMNS.map(([, , w]) => w),
      [{ cells: LINE_COLUMNS.map(([label]) => label), bold: true }, { cells: lineCells }],
    ),
    para('合计：不含税金额 {totalAmount}，税额 {totalTax}，含税金额 {totalWithTax}（{currency}）'),
    para('含税金额大写：人民币{totalInWords}'),
    para('二、付款方式：{paymentTermsName}', { bold: true }),
    para('{#stages}'),
    para('{stageName}：{percent}%，金额 {amount}，计划付款日期 {plannedDate}，付款条件：{condition}'),
    para('{/stages}'),
    para('三、交货条款：{deliveryTerms}', { bold: true }),
    para('四、合同条款', { bold: true }),
    para('{#terms}'),
    para('{termNo}. {title}：{text}'),
    para('{/terms}'),
    para('备注：{remark}'),
    table(
      [4500, 4500],
      [
        { cells: ['甲方（盖章）：{partyA.name}', '乙方（盖章）：{partyB.name}'] },
        { cells: ['委托代理人：{partyA.agent}', '委托代理人：{partyB.agent}'] },
        { cells: ['日期：', '日期：'] },
      ],
    ),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

/** A .docx whose body is `bodyXml` paragraphs (tests build templates with it: a bad placeholder, a broken tag). */
export function buildDocx(documentBody: string): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file('word/document.xml', documentBody);
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

/** A document of plain paragraphs, one per text (for tests and small templates). */
export function paragraphsDocx(texts: string[]): Uint8Array {
  return buildDocx(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${texts.map((t) => para(t)).join('')}</w:body></w:document>`,
  );
}

/** The demo purchase-contract template. */
export function demoTemplateDocx(): Uint8Array {
  return buildDocx(documentXml());
}
