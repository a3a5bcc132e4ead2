import {
  ColumnWidthOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Modal, Space, Spin, Tooltip } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { fetchBlob, saveBlob, useDownload } from '../../app/api/download.ts';
import { useEscapeWhenFocusLost } from '../useEscapeWhenFocusLost.ts';
import type { PDFDocumentProxy, RenderTask } from './pdfjs.ts';

export const PDF_MIN_SCALE = 0.25;
export const PDF_MAX_SCALE = 4;
export const PDF_SCALE_STEP = 0.25;
const INITIAL_MAX_SCALE = 1.5;

const PDF_VIEW = '/api/fileServer/v2/file/pdfView';
const DOWNLOAD = '/api/fileServer/v2/file/download';

export type PdfViewerProps = {
  open: boolean;
  onClose: () => void;
  /** The attachment to preview, fetched from `previewUrl?id=` (POST with the session headers). */
  fileId?: string | number | null;
  /** Or the document itself (a Blob/File, or a URL the browser may fetch without the session headers). */
  src?: Blob | string | null;
  /** Title of the overlay and name of a download. */
  fileName?: string;
  /** Preview call (default `v2/file/pdfView`; `drawPdfView` for drawings, system code DRAW). */
  previewUrl?: string;
  /** Download call for `fileId` (default `v2/file/download`). */
  downloadUrl?: string;
  downloadMethod?: 'POST' | 'GET';
  /** Shows the download button. Default true. */
  downloadable?: boolean;
};

type Content =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'pdf'; doc: PDFDocumentProxy }
  | { kind: 'image'; url: string }
  | { kind: 'text'; text: string };

function clampScale(value: number): number {
  return Math.min(PDF_MAX_SCALE, Math.max(PDF_MIN_SCALE, Math.round(value * 100) / 100));
}

async function loadSource(
  fileId: string | number | null | undefined,
  src: Blob | string | null | undefined,
  previewUrl: string,
  signal: AbortSignal,
): Promise<{ blob: Blob; contentType: string }> {
  if (src instanceof Blob) return { blob: src, contentType: src.type };
  if (typeof src === 'string' && src) {
    const response = await fetch(src, { signal });
    const blob = await response.blob();
    return { blob, contentType: response.headers.get('Content-Type') ?? blob.type };
  }
  const fetched = await fetchBlob(previewUrl, { query: { id: fileId as string | number }, signal });
  return { blob: fetched.blob, contentType: fetched.contentType };
}

/**
 * The PDF preview overlay of spec §2: the file from `pdfView` drawn page by page with pdf.js
 * (loaded on first use, in its own chunk), with page navigation, zoom and download. The server
 * answers images and text inline too; those are shown as they are. Without a file id the overlay
 * says 'no file id to preview' (spec §5).
 */
export function PdfViewer({
  open,
  onClose,
  fileId,
  src,
  fileName,
  previewUrl = PDF_VIEW,
  downloadUrl = DOWNLOAD,
  downloadMethod = 'POST',
  downloadable = true,
}: PdfViewerProps) {
  useEscapeWhenFocusLost(open, onClose);
  const { t } = useTranslation();
  const download = useDownload();
  const [content, setContent] = useState<Content>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState<number | null>(null);
  const [rendering, setRendering] = useState(false);
  const blobRef = useRef<Blob | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);

  const hasSource = src instanceof Blob || (typeof src === 'string' && src !== '') || (fileId != null && fileId !== '');

  // Load the document when opened.
  useEffect(() => {
    if (!open) return;
    setPage(1);
    setScale(null);
    blobRef.current = null;
    if (!hasSource) {
      setContent({ kind: 'empty' });
      return;
    }
    setContent({ kind: 'loading' });
    const controller = new AbortController();
    let cleanup: () => void = () => {};
    (async () => {
      const { blob, contentType } = await loadSource(fileId, src, previewUrl, controller.signal);
      if (controller.signal.aborted) return;
      blobRef.current = blob;
      if (/^image\//i.test(contentType)) {
        const url = URL.createObjectURL(blob);
        cleanup = () => URL.revokeObjectURL(url);
        setContent({ kind: 'image', url });
      } else if (/^text\//i.test(contentType)) {
        setContent({ kind: 'text', text: await blob.text() });
      } else {
        const { getDocument } = await import('./pdfjs.ts');
        const task = getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
        cleanup = () => void task.destroy();
        const doc = await task.promise;
        if (controller.signal.aborted) return;
        setContent({ kind: 'pdf', doc });
      }
    })().catch((failure: unknown) => {
      if (!controller.signal.aborted)
        setContent({ kind: 'error', message: errorText(failure) || t('viewer.loadFailed') });
    });
    return () => {
      controller.abort();
      cleanup();
    };
  }, [open, hasSource, fileId, src, previewUrl, t]);

  const doc = content.kind === 'pdf' ? content.doc : null;
  const numPages = doc?.numPages ?? 0;

  const fitWidth = useCallback(async () => {
    if (!doc) return;
    const first = await doc.getPage(page);
    const width = first.getViewport({ scale: 1 }).width;
    const available = (bodyRef.current?.clientWidth ?? 800) - 32;
    setScale(clampScale(available / width));
  }, [doc, page]);

  // Start at "fit width" once the document is there, but not beyond 150 % (a portrait page would
  // otherwise open showing only its top).
  useEffect(() => {
    if (!doc || scale != null) return;
    void doc.getPage(1).then((first) => {
      const width = first.getViewport({ scale: 1 }).width;
      const available = (bodyRef.current?.clientWidth ?? 800) - 32;
      setScale(clampScale(Math.min(INITIAL_MAX_SCALE, available / width)));
    });
  }, [doc, scale]);

  // Draw the current page at the current scale, sharp on high-density screens.
  useEffect(() => {
    if (!doc || scale == null) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    (async () => {
      const pdfPage = await doc.getPage(page);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
    })()
      .catch((failure: unknown) => {
        if (!cancelled && (failure as { name?: string })?.name !== 'RenderingCancelledException') {
          setContent({ kind: 'error', message: errorText(failure) });
        }
      })
      .finally(() => {
        if (!cancelled) setRendering(false);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, scale]);

  const onDownload = () => {
    if (fileId != null && fileId !== '') {
      void download(downloadUrl, { method: downloadMethod, query: { id: fileId }, fallbackName: fileName });
    } else if (blobRef.current) {
      saveBlob(blobRef.current, fileName || 'document.pdf');
    }
  };

  const tool = (testId: string, title: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button data-testid={testId} aria-label={title} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );

  let body: ReactNode;
  switch (content.kind) {
    case 'empty':
      body = (
        <div data-testid="pdf-viewer-empty">
          <Empty description={t('viewer.noFileId')} />
        </div>
      );
      break;
    case 'loading':
      body = (
        <div data-testid="pdf-viewer-loading">
          <Spin />
        </div>
      );
      break;
    case 'error':
      body = (
        <div data-testid="pdf-viewer-error">
          <Alert type="error" showIcon title={content.message} />
        </div>
      );
      break;
    case 'image':
      body = <img src={content.url} alt={fileName ?? ''} style={{ maxWidth: '100%' }} data-testid="pdf-viewer-image" />;
      break;
    case 'text':
      body = (
        <pre
          data-testid="pdf-viewer-text"
          style={{ width: '100%', margin: 0, padding: 16, background: '#fff', whiteSpace: 'pre-wrap' }}
        >
          {content.text}
        </pre>
      );
      break;
    case 'pdf':
      body = (
        <canvas
          ref={canvasRef}
          data-testid="pdf-viewer-page"
          data-page={page}
          data-pages={numPages}
          data-scale={scale ?? undefined}
          style={{ boxShadow: '0 1px 6px rgba(0,0,0,0.2)', background: '#fff' }}
        />
      );
      break;
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={fileName || t('viewer.pdfTitle')}
      width="min(1100px, calc(100vw - 48px))"
      centered
      destroyOnHidden
    >
      <div data-testid="pdf-viewer">
        <Space wrap style={{ marginBottom: 12 }}>
          {tool(
            'pdf-viewer-prev',
            t('viewer.prevPage'),
            <LeftOutlined />,
            () => setPage((p) => p - 1),
            page <= 1 || !doc,
          )}
          <span
            data-testid="pdf-viewer-page-info"
            style={{ minWidth: 56, textAlign: 'center', display: 'inline-block' }}
          >
            {doc ? t('viewer.page', { page, total: numPages }) : '–'}
          </span>
          {tool(
            'pdf-viewer-next',
            t('viewer.nextPage'),
            <RightOutlined />,
            () => setPage((p) => p + 1),
            page >= numPages || !doc,
          )}
          {tool(
            'pdf-viewer-zoom-out',
            t('viewer.zoomOut'),
            <ZoomOutOutlined />,
            () => setScale((s) => clampScale((s ?? 1) - PDF_SCALE_STEP)),
            !doc || (scale ?? 1) <= PDF_MIN_SCALE,
          )}
          <span data-testid="pdf-viewer-scale" style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>
            {scale == null ? '–' : `${Math.round(scale * 100)}%`}
          </span>
          {tool(
            'pdf-viewer-zoom-in',
            t('viewer.zoomIn'),
            <ZoomInOutlined />,
            () => setScale((s) => clampScale((s ?? 1) + PDF_SCALE_STEP)),
            !doc || (scale ?? 1) >= PDF_MAX_SCALE,
          )}
          {tool('pdf-viewer-fit', t('viewer.fitWidth'), <ColumnWidthOutlined />, () => void fitWidth(), !doc)}
          {downloadable &&
            tool(
              'pdf-viewer-download',
              t('viewer.download'),
              <DownloadOutlined />,
              onDownload,
              content.kind === 'empty' || content.kind === 'loading',
            )}
          {rendering && <Spin size="small" />}
        </Space>
        <div
          ref={bodyRef}
          style={{ height: 'min(72vh, 900px)', overflow: 'auto', background: '#f0f2f5', borderRadius: 6, padding: 16 }}
        >
          <div
            style={{
              width: content.kind === 'pdf' ? 'max-content' : '100%',
              minWidth: '100%',
              minHeight: '100%',
              display: 'flex',
              alignItems: content.kind === 'pdf' || content.kind === 'text' ? 'flex-start' : 'center',
              justifyContent: 'center',
            }}
          >
            {body}
          </div>
        </div>
      </div>
    </Modal>
  );
}
