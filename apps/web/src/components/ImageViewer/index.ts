/**
 * ImageViewer — the image preview dialog of spec §2 (zoom in/out, rotate left/right, download).
 *
 * Props (`ImageViewerProps`):
 * - `open`, `onClose`
 * - `fileId` — an attachment id; the image is fetched from `previewUrl` (default `v2/file/pdfView`) with
 *   the session headers; or `src` — a Blob/File or a loadable URL
 * - `fileName` — title and downloaded name
 * - `downloadUrl` / `downloadMethod` — the download call for `fileId` (default POST `v2/file/download`)
 * - `downloadable` — show the download button (default true)
 *
 * Test ids: `image-viewer` (the dialog body), `image-zoom-in`, `image-zoom-out`, `image-rotate-left`,
 * `image-rotate-right`, `image-reset`, `image-download`, `image-viewer-scale` (e.g. "125%"),
 * `image-viewer-error`, and `image-viewer-img` with `data-scale` (1 = fit, step 0.25, 0.25–5) and
 * `data-rotate` (0 | 90 | 180 | 270, clockwise).
 */
export {
  IMAGE_MAX_SCALE,
  IMAGE_MIN_SCALE,
  IMAGE_SCALE_STEP,
  ImageViewer,
  type ImageViewerProps,
} from './ImageViewer.tsx';
