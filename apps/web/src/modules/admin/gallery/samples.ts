/**
 * Sample files made in the browser, so the viewers can be tried before anything is uploaded.
 */

/** A small valid PDF (A4, Helvetica) with one page per text, built with a correct cross-reference table. */
export function samplePdf(pages: string[][]): Blob {
  const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const pageId = pageIds[i];
    const body = [
      '0.09 0.47 1 rg 56 760 483 4 re f',
      'BT /F1 28 Tf 0 0 0 rg 56 720 Td',
      `(${escapeText(lines[0] ?? '')}) Tj`,
      '/F1 14 Tf',
      ...lines.slice(1).map((line) => `0 -28 Td (${escapeText(line)}) Tj`),
      'ET',
      `BT /F1 10 Tf 0.5 0.5 0.5 rg 280 40 Td (${i + 1} / ${pages.length}) Tj ET`,
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([out], { type: 'application/pdf' });
}

/** A PNG drawn on a canvas: a gradient, a caption and an arrow pointing up, so rotation is visible. */
export function sampleImage(caption: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 400;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas unavailable'));
  const gradient = ctx.createLinearGradient(0, 0, 640, 400);
  gradient.addColorStop(0, '#1677ff');
  gradient.addColorStop(1, '#69b1ff');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 640, 400);
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.moveTo(120, 80);
  ctx.lineTo(170, 160);
  ctx.lineTo(140, 160);
  ctx.lineTo(140, 300);
  ctx.lineTo(100, 300);
  ctx.lineTo(100, 160);
  ctx.lineTo(70, 160);
  ctx.closePath();
  ctx.fill();
  ctx.font = 'bold 56px sans-serif';
  ctx.fillText('SRM', 240, 190);
  ctx.font = '24px sans-serif';
  ctx.fillText(caption, 240, 240);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
  );
}
