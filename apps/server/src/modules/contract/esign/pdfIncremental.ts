import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
} from 'pdf-lib';

/*
 * A signature field added to a PDF as an incremental update (ISO 32000 §7.5.6): the original bytes are kept as
 * they are and the new and changed objects are appended after them with their own cross-reference section, so
 * every earlier signature's byte range still hashes to what was signed. pdf-lib parses the file and builds the
 * objects; they are written here, because pdf-lib's save() rewrites the whole file.
 *
 * What is appended: the seal image (with its alpha mask), the widget's appearance (the seal drawn in its
 * rectangle), the signature dictionary with the /ByteRange and /Contents placeholders @signpdf/signpdf fills,
 * the widget, the page (or its /Annots array) that now lists it, the AcroForm (SigFlags 3) and, for a cross-page
 * seal (骑缝章), on every page a stamp annotation showing that page's vertical slice of the seal at the right edge.
 */

/** Room for the CMS in /Contents: the signature, two certificates and attributes take about 3 KB. */
export const CONTENTS_BYTES = 16_384;
const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 /********** /********** /**********]';

export type SignatureField = {
  /** Zero-based page; default the last page. */
  pageIndex?: number;
  /** Where the seal goes, in PDF points from the page's lower left corner; default lower right, 120 pt square. */
  rect?: { x: number; y: number; width: number; height: number };
  sealPng: Uint8Array;
  crossPageSeal?: boolean;
  reason: string;
  signerName: string;
  signingTime: Date;
};

/** True when the PDF already carries a signature (then it may only be appended to). */
export const hasSignature = (pdf: Uint8Array) => Buffer.from(pdf).includes('/ByteRange');

/** A PDF as the first signature wants it: a classic cross-reference table and no object streams. */
export async function normalised(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.save({ useObjectStreams: false });
}

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** Appends the signature field; the answer holds one ByteRange placeholder for @signpdf/signpdf to fill. */
export async function appendSignatureField(pdf: Uint8Array, field: SignatureField): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const context = doc.context;
  if (context.trailerInfo.Encrypt) throw new Error('An encrypted PDF cannot be signed here');
  const firstNew = context.largestObjectNumber + 1;
  const changed = new Set<PDFRef>();
  const pages = doc.getPages();
  const pageIndex = Math.min(Math.max(field.pageIndex ?? pages.length - 1, 0), pages.length - 1);
  const page = pages[pageIndex];
  const { width: pageWidth } = page.getSize();
  const rect = field.rect ?? { x: pageWidth - 170, y: 60, width: 120, height: 120 };

  const image = await doc.embedPng(field.sealPng);
  await image.embed();
  const appearance = (width: number, height: number, offsetX: number, drawnWidth: number) =>
    context.register(
      context.stream(`q ${drawnWidth} 0 0 ${height} ${-offsetX} 0 cm /Seal Do Q`, {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, width, height],
        Resources: { XObject: { Seal: image.ref } },
      }),
    );

  const signatureRef = context.register(
    PDFInvalidObject.of(
      Buffer.from(
        [
          '<<',
          '/Type /Sig',
          '/Filter /Adobe.PPKLite',
          '/SubFilter /ETSI.CAdES.detached',
          BYTE_RANGE_PLACEHOLDER,
          `/Contents <${'0'.repeat(CONTENTS_BYTES * 2)}>`,
          `/Reason ${PDFHexString.fromText(field.reason).toString()}`,
          `/Name ${PDFHexString.fromText(field.signerName).toString()}`,
          `/M (${pdfDate(field.signingTime)})`,
          '/Prop_Build << /App << /Name /SRM >> >>',
          '>>',
        ].join('\n'),
        'latin1',
      ),
    ),
  );
  const widgetRef = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      V: signatureRef,
      T: PDFHexString.fromText(`Signature ${field.signerName} ${field.signingTime.toISOString()}`),
      // Print (4) and Locked (128): the seal prints and cannot be moved.
      F: 132,
      P: page.ref,
      AP: { N: appearance(rect.width, rect.height, 0, rect.width) },
    }),
  );
  addAnnotation(doc, pageIndex, widgetRef, changed);

  if (field.crossPageSeal && pages.length > 1) {
    // 骑缝章: the seal cut into as many vertical slices as pages, slice i at the right edge of page i.
    const sealSize = Math.min(rect.width, rect.height);
    const slice = sealSize / pages.length;
    pages.forEach((p, i) => {
      const { width, height } = p.getSize();
      const y = (height - sealSize) / 2;
      const stamp = context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Stamp',
          Rect: [width - slice, y, width, y + sealSize],
          F: 132,
          P: p.ref,
          Contents: PDFHexString.fromText(`骑缝章 ${field.signerName}`),
          AP: { N: appearance(slice, sealSize, i * slice, sealSize) },
        }),
      );
      addAnnotation(doc, i, stamp, changed);
    });
  }

  // The AcroForm lists the signature field; SigFlags 3: signatures exist, append only.
  const catalog = doc.catalog;
  const acroFormEntry = catalog.get(PDFName.of('AcroForm'));
  if (acroFormEntry === undefined) {
    catalog.set(PDFName.of('AcroForm'), context.register(context.obj({ Fields: [widgetRef], SigFlags: 3 })));
    changed.add(context.trailerInfo.Root as PDFRef);
  } else {
    const acroForm = context.lookup(acroFormEntry, PDFDict);
    if (acroFormEntry instanceof PDFRef) changed.add(acroFormEntry);
    else changed.add(context.trailerInfo.Root as PDFRef);
    const fieldsEntry = acroForm.get(PDFName.of('Fields'));
    if (fieldsEntry instanceof PDFRef) {
      context.lookup(fieldsEntry, PDFArray).push(widgetRef);
      changed.add(fieldsEntry);
    } else if (fieldsEntry instanceof PDFArray) fieldsEntry.push(widgetRef);
    else acroForm.set(PDFName.of('Fields'), context.obj([widgetRef]));
    acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  }

  const written = new Map<number, PDFRef>();
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber >= firstNew) written.set(ref.objectNumber, ref);
  }
  for (const ref of changed) written.set(ref.objectNumber, ref);
  return writeUpdate(Buffer.from(pdf), doc, [...written.values()]);
}

/** Adds an annotation to a page, noting which object changed: the page, or its /Annots array when indirect. */
function addAnnotation(doc: PDFDocument, pageIndex: number, annot: PDFRef, changed: Set<PDFRef>) {
  const page = doc.getPages()[pageIndex];
  const entry = page.node.get(PDFName.of('Annots'));
  if (entry instanceof PDFRef) {
    doc.context.lookup(entry, PDFArray).push(annot);
    changed.add(entry);
  } else if (entry instanceof PDFArray) {
    entry.push(annot);
    changed.add(page.ref);
  } else {
    page.node.set(PDFName.of('Annots'), doc.context.obj([annot]));
    changed.add(page.ref);
  }
}

function bytesOf(object: PDFObject): Buffer {
  const buffer = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(buffer, 0);
  return Buffer.from(buffer);
}

/** The update section: objects, a classic xref table of just them, a trailer chaining to the previous one. */
function writeUpdate(original: Buffer, doc: PDFDocument, refs: PDFRef[]): Buffer {
  const text = original.toString('latin1');
  const at = text.lastIndexOf('startxref');
  const previous = Number(/startxref\s+(\d+)/.exec(text.slice(at))?.[1]);
  if (at < 0 || !Number.isFinite(previous)) throw new Error('The PDF has no cross-reference to append to');
  const parts: Buffer[] = [original, Buffer.from('\n')];
  let offset = original.length + 1;
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const ref of refs.sort((a, b) => a.objectNumber - b.objectNumber)) {
    const object = doc.context.lookup(ref);
    if (!object) continue;
    const chunk = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'),
      bytesOf(object),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.set(ref.objectNumber, { offset, generation: ref.generationNumber });
    parts.push(chunk);
    offset += chunk.length;
  }
  const xrefAt = offset;
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let xref = 'xref\n';
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    xref += `${numbers[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) {
      const { offset: o, generation } = offsets.get(numbers[k]) as { offset: number; generation: number };
      xref += `${String(o).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r\n`;
    }
    i = j + 1;
  }
  const info = doc.context.trailerInfo;
  const trailer = [
    `/Size ${doc.context.largestObjectNumber + 1}`,
    `/Root ${info.Root?.toString()}`,
    info.Info ? `/Info ${info.Info.toString()}` : '',
    info.ID ? `/ID ${info.ID.toString()}` : '',
    `/Prev ${previous}`,
  ]
    .filter(Boolean)
    .join(' ');
  parts.push(Buffer.from(`${xref}trailer\n<< ${trailer} >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
