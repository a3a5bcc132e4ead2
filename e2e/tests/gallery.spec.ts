import fs from 'node:fs';
import { type Browser, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { attachmentIdOf, attachmentIds, openGallery, pdfFile, pngFile, uploadAttachments } from '../support/gallery.ts';
import { loginAs } from '../support/login.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';

// The component gallery as the administrator: attachments (upload, delete, size limit), the PDF and
// image viewers over the uploaded files, and the whole page in English.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

const UPLOAD = '**/fileServer/v2/file/upload';
const isUpload = (request: Request) => request.url().includes('/fileServer/v2/file/upload');
const isList = (request: Request) => request.url().includes('/fileServer/v2/file/list');

/**
 * Closes the dialog around `content` with its close button (×) and waits until it is gone. Not with
 * Escape: once Next reaches the last page it is disabled, focus drops to <body> and the viewer no
 * longer hears Escape (reported as an app bug).
 */
async function closeDialog(page: Page, content: Locator) {
  await page
    .getByRole('dialog')
    .filter({ has: content })
    .getByRole('button', { name: /^(Close|关闭)$/ })
    .click();
  await expect(content).toHaveCount(0);
}

/**
 * The administrator's kept page of the worker (support/sessions.ts), the app loaded afresh: a new browser and a
 * login cost seconds each on the 2-core machine. The upload test keeps a browser of its own (it routes the
 * uploads), and so does the English one (it starts on the login page).
 */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  return page;
}

const quote = pdfFile('quote.pdf', [
  ['Quotation Q-2026-001', 'Bolt M8, 1 000 pcs'],
  ['Page two', 'Delivery in 14 days'],
]);
const photo = pngFile('photo.png');

test('the administrator uploads a PDF and a PNG with progress shown, then deletes one after confirming', async ({
  page,
}) => {
  await loginAs(page, server.url, 'admin');
  const gallery = await openGallery(page);
  const attachments = gallery.getByTestId('gallery-attachments').getByTestId('attachments');
  await expect(attachments).toContainText('暂无附件');

  // A slow network: each upload waits 800 ms before it goes on to the server, so the progress shows.
  await page.route(UPLOAD, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await attachments.getByTestId('attachment-upload').locator('input[type=file]').setInputFiles([quote, photo]);
  const progress = attachments.getByTestId('attachment-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId('attachment-progress-item')).toHaveCount(2);
  await expect(progress.getByRole('progressbar')).toHaveCount(2);
  await expect(progress).toContainText('正在上传 quote.pdf');
  await expect(progress).toContainText('正在上传 photo.png');

  // Both files are listed when done, the progress goes away and the id string holds both ids.
  await expect(page.getByText('上传成功').first()).toBeVisible();
  await expect(progress).toHaveCount(0);
  const pdfId = await attachmentIdOf(attachments, 'quote.pdf');
  const pngId = await attachmentIdOf(attachments, 'photo.png');
  await expect(attachments.getByTestId(`attachment-row-${pngId}`)).toContainText(`${photo.buffer.length} B`);
  await expect.poll(() => attachmentIds(attachments).then((ids) => ids.sort())).toEqual([pdfId, pngId].sort());
  await expect(attachments.getByTestId('attachment-ids')).toContainText(pdfId);
  await expect(attachments.getByTestId('attachment-ids')).toContainText(pngId);
  await page.unroute(UPLOAD);

  // Deleting asks first, with the spec's title and text.
  await attachments.getByTestId(`attachment-delete-${pngId}`).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: '删除附件' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('请确认是否继续删除附件信息');
  const relisted = page.waitForRequest((request) => isList(request) && request.postDataJSON()?.ids === pdfId);
  await page.getByTestId('attachment-delete-confirm').click();
  await expect(page.getByText('附件删除成功，因附件ID已更新，请及时保存业务单据')).toBeVisible();
  await expect(attachments.getByTestId('attachment-ids')).toHaveAttribute('data-ids', pdfId);

  // The list is fetched again for the remaining id and shows only the PDF.
  const relist = await relisted;
  await expect(attachments.getByTestId(`attachment-row-${pdfId}`)).toBeVisible();
  await expect(attachments.getByTestId(`attachment-row-${pngId}`)).toHaveCount(0);

  // And the server has really dropped it: listing the old id string again (with the headers the app
  // itself sends) answers the PDF only.
  const headers = await relist.allHeaders();
  delete headers['content-length'];
  const again = await page.request.post(relist.url(), { headers, data: { ids: `${pdfId},${pngId}` } });
  expect(again.ok()).toBe(true);
  const listed = (await again.json()) as { status: string; data: { id: number | string }[] };
  expect(listed.status).toBe('S');
  expect(listed.data.map((row) => String(row.id))).toEqual([pdfId]);
});

test('a file over the chosen size limit is refused before anything is sent', async ({ browser }) => {
  const page = await adminPage(browser);
  const gallery = await openGallery(page);
  const section = gallery.getByTestId('gallery-attachments');
  const attachments = section.getByTestId('attachments');
  const uploads: string[] = [];
  const onRequest = (request: Request) => {
    if (isUpload(request)) uploads.push(request.url());
  };
  page.on('request', onRequest);

  // Max size 10 (KB): a 20 KB file is over it.
  await section.getByTestId('gallery-attachments-max-size').click();
  await page.locator('.ant-select-dropdown').getByTitle('10', { exact: true }).click();
  await expect(section.getByTestId('gallery-attachments-max-size')).toContainText('10');
  const big = { name: 'big-scan.txt', mimeType: 'text/plain', buffer: Buffer.alloc(20 * 1024, 'x') };
  await attachments.getByTestId('attachment-upload').locator('input[type=file]').setInputFiles(big);
  await expect(page.getByText('上传文件大小超出上限')).toBeVisible();
  expect(uploads).toEqual([]);
  await expect(attachments).toContainText('暂无附件');
  await expect(attachments.getByTestId('attachment-ids')).toHaveAttribute('data-ids', '');

  // A small file under the same limit still goes through: exactly one upload request.
  await uploadAttachments(attachments, [photo]);
  expect(uploads).toHaveLength(1);
  expect(await attachmentIds(attachments)).toHaveLength(1);
  // The page is kept for later tests: its listener goes with this one.
  page.off('request', onRequest);
});

test('the uploaded PDF opens in the viewer with its pages drawn, and a preview without an id says so', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const gallery = await openGallery(page);
  await uploadAttachments(gallery.getByTestId('gallery-attachments').getByTestId('attachments'), [quote]);

  // The PDF: its first page drawn on the canvas, two pages in all.
  const pdfSection = gallery.getByTestId('gallery-pdf-preview');
  await expect(pdfSection.getByTestId('gallery-pdf-select')).toContainText('quote.pdf');
  await pdfSection.getByTestId('gallery-pdf-open').click();
  const pdfViewer = page.getByTestId('pdf-viewer');
  const canvas = pdfViewer.getByTestId('pdf-viewer-page');
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('data-pages', '2');
  await expect(pdfViewer.getByTestId('pdf-viewer-page-info')).toHaveText('1 / 2');
  // Drawn, not blank: the page's blue rule is on the canvas.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
        let blue = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 2] > 200 && pixels[i] < 100) blue++;
        return blue;
      }),
    )
    .toBeGreaterThan(100);
  await pdfViewer.getByTestId('pdf-viewer-next').click();
  await expect(pdfViewer.getByTestId('pdf-viewer-page-info')).toHaveText('2 / 2');
  await closeDialog(page, pdfViewer);

  // Without a file id the viewer says so.
  await pdfSection.getByTestId('gallery-pdf-no-id').click();
  await expect(pdfViewer.getByTestId('pdf-viewer-empty')).toContainText('没有可预览的文件ID');
  await expect(pdfViewer.getByTestId('pdf-viewer-page')).toHaveCount(0);
  await closeDialog(page, pdfViewer);
});

test('the uploaded PNG opens in the image viewer, turns, zooms and downloads as the same file', async ({ browser }) => {
  const page = await adminPage(browser);
  const gallery = await openGallery(page);
  await uploadAttachments(gallery.getByTestId('gallery-attachments').getByTestId('attachments'), [photo]);

  // Turned right twice and left once is 90°; zoomed in twice and out once is 125 % (steps of 0.25).
  const imageSection = gallery.getByTestId('gallery-image-preview');
  await expect(imageSection.getByTestId('gallery-image-select')).toContainText('photo.png');
  await imageSection.getByTestId('gallery-image-open').click();
  const imageViewer = page.getByTestId('image-viewer');
  const image = imageViewer.getByTestId('image-viewer-img');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('data-rotate', '0');
  await imageViewer.getByTestId('image-rotate-right').click();
  await imageViewer.getByTestId('image-rotate-right').click();
  await imageViewer.getByTestId('image-rotate-left').click();
  await expect(image).toHaveAttribute('data-rotate', '90');
  await imageViewer.getByTestId('image-zoom-in').click();
  await imageViewer.getByTestId('image-zoom-in').click();
  await imageViewer.getByTestId('image-zoom-out').click();
  await expect(image).toHaveAttribute('data-scale', '1.25');
  await expect(imageViewer.getByTestId('image-viewer-scale')).toHaveText('125%');

  // Downloading from the viewer saves the very file that was uploaded.
  const downloading = page.waitForEvent('download');
  await imageViewer.getByTestId('image-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('photo.png');
  const saved = fs.readFileSync(await download.path());
  expect(saved.length).toBe(photo.buffer.length);
  expect(saved.equals(photo.buffer)).toBe(true);
});

test('the gallery opens in English with English section titles and no console errors', async ({ page }) => {
  // Every console error and uncaught page error counts. None is expected, not even a 4xx network
  // line: this walk (login page, login, gallery) makes no call the server refuses, so nothing is ignored.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

  await page.goto(`${server.url}/login`);
  await page.getByTestId('lang-EN').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  await loginAs(page, server.url, 'admin');
  await expect(page.getByTestId('side-menu').getByTestId('menu-SYSTEM')).toContainText('Administration');
  const gallery = await openGallery(page);
  await expect(page.getByTestId('tab-SYS_GALLERY')).toContainText('Component gallery');
  const titles: [string, string][] = [
    ['gallery-table', 'Server-paged table'],
    ['gallery-editable', 'Editable table'],
    ['gallery-select-dialog', 'Select dialog'],
    ['gallery-attachments', 'Attachments'],
    ['gallery-pdf-preview', 'PDF preview'],
    ['gallery-image-preview', 'Image preview'],
  ];
  for (const [testId, title] of titles) {
    await gallery.getByTestId(testId).scrollIntoViewIfNeeded();
    await expect(gallery.getByTestId(testId).locator('.ant-card-head-title')).toHaveText(title);
  }
  // The sections' contents follow too: the table's own texts and the components' buttons.
  await expect(gallery.getByTestId('gallery-table').getByTestId('data-table-export')).toHaveText('Export');
  await expect(gallery.getByTestId('gallery-open-select-dialog')).toHaveText('Choose items');
  await expect(gallery.getByTestId('gallery-attachments')).toContainText('Upload attachment');
  await expect(gallery.getByTestId('gallery-table').getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await gallery.getByTestId('gallery-cropper').scrollIntoViewIfNeeded();
  await expect(gallery).not.toContainText('物料编码');

  expect(errors).toEqual([]);
});
