/**
 * pdf.js, loaded only by `import('./pdfjs.ts')` from the viewer, so it and its worker stay in lazy
 * chunks and never reach the login page (ARCHITECTURE §9).
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
export { getDocument };
