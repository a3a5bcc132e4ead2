/**
 * PdfViewer — the PDF preview overlay of spec §2 over `v2/file/pdfView` (pdf.js from `pdfjs-dist`,
 * imported on first use so it stays in a lazy chunk).
 *
 * Props (`PdfViewerProps`):
 * - `open`, `onClose`
 * - `fileId` — the attachment to preview (POST `previewUrl?id=` with the session headers); or `src` — a
 *   Blob/File or a URL to fetch; neither → 'no file id to preview' (spec §5)
 * - `fileName` — title and downloaded name
 * - `previewUrl` — default `/api/fileServer/v2/file/pdfView` (`drawPdfView` for drawings)
 * - `downloadUrl` / `downloadMethod` / `downloadable` — the download button (default POST `v2/file/download`)
 * The server also answers images and text inline; those are shown as they are. An error envelope
 * (unsupported format, office preview unavailable…) is shown as its msg.
 *
 * Test ids: `pdf-viewer` (overlay body), `pdf-viewer-page` (the canvas; `data-page`, `data-pages`,
 * `data-scale`), `pdf-viewer-empty`, `pdf-viewer-loading`, `pdf-viewer-error`, `pdf-viewer-image`,
 * `pdf-viewer-text`, `pdf-viewer-prev`, `pdf-viewer-next`, `pdf-viewer-page-info` ("2 / 5"),
 * `pdf-viewer-zoom-in`, `pdf-viewer-zoom-out`, `pdf-viewer-fit`, `pdf-viewer-scale` ("125%"),
 * `pdf-viewer-download`.
 */
export { PDF_MAX_SCALE, PDF_MIN_SCALE, PDF_SCALE_STEP, PdfViewer, type PdfViewerProps } from './PdfViewer.tsx';
