import { SAMPLE_CONTRACT_DATA } from '@srm/core/contract/sampleData';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { demoTemplateDocx, paragraphsDocx } from './demoTemplate.ts';
import { renderDocx, TemplateSyntaxError, templateTags } from './docxRender.ts';
import { docxToPdf } from './pdfConvert.ts';
import { embeddedFonts, pdfText } from './pdfText.ts';
import { watermarkPdf } from './pdfWatermark.ts';

/** The text of a .docx's body, tags stripped (what Word shows). */
function docxText(docx: Uint8Array): string {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  return xml.replace(/<w:p[ >]/g, '\n$&').replace(/<[^>]+>/g, '');
}

describe('the demo template', () => {
  it('uses placeholders of the dictionary only, loops over lines, stages and terms', () => {
    const tags = templateTags(demoTemplateDocx());
    expect(tags.filter((t) => t.isLoop).map((t) => t.path)).toEqual(['lines', 'stages', 'terms']);
    expect(tags).toContainEqual({ path: 'materialName', loops: ['lines'], isLoop: false });
    expect(tags).toContainEqual({ path: 'partyB.taxNumber', loops: [], isLoop: false });
  });

  it('renders every value and every line of the data', () => {
    const data = {
      ...SAMPLE_CONTRACT_DATA,
      lines: [1, 2, 3].map((n) => ({ ...SAMPLE_CONTRACT_DATA.lines[0]!, lineNo: String(n), materialCode: `M-90${n}` })),
    };
    const text = docxText(renderDocx(demoTemplateDocx(), data));
    expect(text).toContain('合同编号：HT-20260101-0001');
    expect(text).toContain('苏州恒信电子科技有限公司');
    expect(text).toContain('91320594MA1N8XYZ34');
    expect(text).toContain('人民币壹万贰仟肆佰叁拾元整');
    for (const code of ['M-901', 'M-902', 'M-903']) expect(text).toContain(code);
    expect(text).toContain('2. 违约责任：乙方逾期交货的');
    expect(text).not.toMatch(/\{[#/]?\w/);
  });
});

describe('templateTags', () => {
  it('reports a broken tag as a syntax error naming it', () => {
    expect(() => templateTags(paragraphsDocx(['{#lines}{lineNo}']))).toThrow(TemplateSyntaxError);
    expect(() => templateTags(new TextEncoder().encode('not a zip'))).toThrow(TemplateSyntaxError);
  });
});

describe('docxToPdf (LibreOffice)', () => {
  it('makes a PDF that says the Chinese supplier name with the fonts embedded, then watermarks it', async () => {
    const pdf = await docxToPdf(renderDocx(demoTemplateDocx(), SAMPLE_CONTRACT_DATA));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('苏州恒信电子科技有限公司');
    expect(text).toContain('贴片电阻');
    const fonts = await embeddedFonts(pdf);
    expect(fonts.some((f) => /WenQuanYi|WQY|Micro/i.test(f))).toBe(true);

    const style = {
      kind: 'TEXT',
      text: '{supplierName} {contractNumber} 仅供内部使用',
      opacity: 20,
      angle: 45,
      fontSize: 28,
    } as const;
    const centred = await watermarkPdf(pdf, { ...style, position: 'CENTER' }, SAMPLE_CONTRACT_DATA);
    expect(await pdfText(centred)).toContain('苏州恒信电子科技有限公司 HT-20260101-0001 仅供内部使用');
    expect((await embeddedFonts(centred)).length).toBeGreaterThan(fonts.length);
    // Tiled: the text over and over the page (the tiles at the edges are cut by the page).
    const tiled = await pdfText(await watermarkPdf(pdf, { ...style, position: 'TILED' }, SAMPLE_CONTRACT_DATA));
    expect(tiled.split('HT-20260101-0001').length - 1).toBeGreaterThan(3);
  }, 120_000);
});
