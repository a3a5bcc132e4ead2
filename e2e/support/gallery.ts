import { expect, type Locator, type Page } from '@playwright/test';

/** A file as `setInputFiles` takes it. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Opens System tools → Component gallery from the side menu, as a user would. */
export async function openGallery(page: Page): Promise<Locator> {
  const menu = page.getByTestId('side-menu');
  await menu.getByTestId('menu-SYS_TOOLS').click();
  // The folder slides open and the menu scrolls while it does: a click on the last entry can land
  // before it has settled, so click again until the screen's tab is there.
  await expect(async () => {
    await menu.getByTestId('menu-SYS_GALLERY').click();
    await expect(page.getByTestId('tab-SYS_GALLERY')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const gallery = page.getByTestId('screen-component-gallery');
  await expect(gallery).toBeVisible();
  return gallery;
}

/**
 * A small valid PDF (A4, Helvetica, one page per text), byte for byte what the gallery's samples.ts
 * builds in the browser: a correct cross-reference table, so pdf.js opens it without repairing it.
 */
export function pdfFile(name: string, pages: string[][]): FilePayload {
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
  // Every character above is ASCII, so string offsets are byte offsets.
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(out, 'latin1') };
}

/** A real 2×2 RGB PNG (red, green / blue, white), 77 bytes. */
const PNG_2X2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=';

export function pngFile(name: string): FilePayload {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_2X2, 'base64') };
}

/** The ids of the `attachment-ids` string (its data-ids attribute). */
export async function attachmentIds(attachments: Locator): Promise<string[]> {
  const value = (await attachments.getByTestId('attachment-ids').getAttribute('data-ids')) ?? '';
  return value.split(',').filter(Boolean);
}

/** The attachment id of the list row that shows this file name. */
export async function attachmentIdOf(attachments: Locator, fileName: string): Promise<string> {
  const row = attachments.locator('[data-testid^="attachment-row-"]').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  const testId = (await row.getAttribute('data-testid')) ?? '';
  return testId.replace('attachment-row-', '');
}

/** Picks files in the Attachments component and waits until every one of them is listed. */
export async function uploadAttachments(attachments: Locator, files: FilePayload[]): Promise<void> {
  await attachments.getByTestId('attachment-upload').locator('input[type=file]').setInputFiles(files);
  for (const file of files) {
    await expect(attachments.locator('[data-testid^="attachment-row-"]').filter({ hasText: file.name })).toHaveCount(1);
  }
  await expect(attachments.getByTestId('attachment-progress')).toHaveCount(0);
}
