/*
 * What a PDF says and which fonts it carries — for tests of the contract PDF (issue 19) and for checking a
 * generated file: the text through pdfjs-dist (the library the web's viewer runs), the embedded fonts by their
 * font-file streams.
 */

/** The text of every page, pages joined by a newline, the items of a page by nothing. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** The names of the fonts a PDF embeds (their /FontName where a /FontFile, /FontFile2 or /FontFile3 goes with it). */
export async function embeddedFonts(pdf: Uint8Array): Promise<string[]> {
  const { PDFDocument, PDFDict, PDFName } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue;
    const file = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => object.get(PDFName.of(k)) !== undefined);
    if (file) names.add(String(object.get(PDFName.of('FontName'))).replace(/^\//, ''));
  }
  return [...names];
}
