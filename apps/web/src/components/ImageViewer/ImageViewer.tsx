import {
  DownloadOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Alert, Button, Modal, Space, Spin, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { fetchBlob, saveBlob, useDownload } from '../../app/api/download.ts';
import { useEscapeWhenFocusLost } from '../useEscapeWhenFocusLost.ts';

/** Zoom limits and step of the image viewer. */
export const IMAGE_MIN_SCALE = 0.25;
export const IMAGE_MAX_SCALE = 5;
export const IMAGE_SCALE_STEP = 0.25;

const PDF_VIEW = '/api/fileServer/v2/file/pdfView';
const DOWNLOAD = '/api/fileServer/v2/file/download';

export type ImageViewerProps = {
  open: boolean;
  onClose: () => void;
  /** An attachment id: the image is fetched from `previewUrl` (pdfView) with the session headers. */
  fileId?: string | number | null;
  /** Or the image itself: a Blob/File or a URL the browser may load directly (blob:, data:, same origin). */
  src?: Blob | string | null;
  /** Shown as the title and used as the downloaded name. */
  fileName?: string;
  /** Preview call for `fileId` (default `v2/file/pdfView`; the drawing variant for system code DRAW). */
  previewUrl?: string;
  /** Download call for `fileId` (default `v2/file/download`). */
  downloadUrl?: string;
  /** GET for the large-file download (`largeFile/download?id=`), POST otherwise. */
  downloadMethod?: 'POST' | 'GET';
  /** Hides the download button (e.g. without btnDownloadAttachment). Default true. */
  downloadable?: boolean;
};

function clampScale(value: number): number {
  return Math.min(IMAGE_MAX_SCALE, Math.max(IMAGE_MIN_SCALE, Math.round(value * 100) / 100));
}

/**
 * The image preview dialog of spec §2: zoom in and out, rotate left and right, download. The image
 * (`data-testid="image-viewer-img"`) exposes its transform as `data-scale` (1 = natural fit) and
 * `data-rotate` (0, 90, 180 or 270 degrees clockwise).
 */
export function ImageViewer({
  open,
  onClose,
  fileId,
  src,
  fileName,
  previewUrl = PDF_VIEW,
  downloadUrl = DOWNLOAD,
  downloadMethod = 'POST',
  downloadable = true,
}: ImageViewerProps) {
  useEscapeWhenFocusLost(open, onClose);
  const { t } = useTranslation();
  const download = useDownload();
  const [scale, setScale] = useState(1);
  const [rotate, setRotate] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // Resolve the image: a fetched blob for an id, an object URL for a Blob, or the URL as given.
  useEffect(() => {
    if (!open) return;
    setScale(1);
    setRotate(0);
    setError(null);
    if (src instanceof Blob) {
      const objectUrl = URL.createObjectURL(src);
      setBlob(src);
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    if (typeof src === 'string' && src) {
      setBlob(null);
      setUrl(src);
      return;
    }
    setUrl(null);
    setBlob(null);
    if (fileId == null || fileId === '') {
      setError(t('viewer.noFileId'));
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setLoading(true);
    fetchBlob(previewUrl, { query: { id: fileId }, signal: controller.signal })
      .then((fetched) => {
        objectUrl = URL.createObjectURL(fetched.blob);
        setBlob(fetched.blob);
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorText(failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [open, src, fileId, previewUrl, t]);

  const onDownload = () => {
    if (fileId != null && fileId !== '') {
      void download(downloadUrl, { method: downloadMethod, query: { id: fileId }, fallbackName: fileName });
    } else if (blob) {
      saveBlob(blob, fileName || 'image');
    } else if (url) {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName || 'image';
      link.click();
    }
  };

  const normalised = ((rotate % 360) + 360) % 360;
  const tool = (testId: string, title: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button data-testid={testId} aria-label={title} icon={icon} onClick={onClick} disabled={disabled || !url} />
    </Tooltip>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(1000px, calc(100vw - 48px))"
      title={fileName || t('viewer.imageTitle')}
      destroyOnHidden
      centered
    >
      <div data-testid="image-viewer">
        <Space wrap style={{ marginBottom: 12 }}>
          {tool(
            'image-zoom-in',
            t('viewer.zoomIn'),
            <ZoomInOutlined />,
            () => setScale((s) => clampScale(s + IMAGE_SCALE_STEP)),
            scale >= IMAGE_MAX_SCALE,
          )}
          {tool(
            'image-zoom-out',
            t('viewer.zoomOut'),
            <ZoomOutOutlined />,
            () => setScale((s) => clampScale(s - IMAGE_SCALE_STEP)),
            scale <= IMAGE_MIN_SCALE,
          )}
          {tool('image-rotate-left', t('viewer.rotateLeft'), <RotateLeftOutlined />, () => setRotate((r) => r - 90))}
          {tool('image-rotate-right', t('viewer.rotateRight'), <RotateRightOutlined />, () => setRotate((r) => r + 90))}
          {tool('image-reset', t('viewer.reset'), <UndoOutlined />, () => {
            setScale(1);
            setRotate(0);
          })}
          {downloadable && tool('image-download', t('viewer.download'), <DownloadOutlined />, onDownload)}
          <span data-testid="image-viewer-scale" style={{ color: 'rgba(0,0,0,0.45)' }}>
            {Math.round(scale * 100)}%
          </span>
        </Space>
        <div
          style={{
            height: 'min(70vh, 640px)',
            overflow: 'auto',
            background: '#f5f5f5',
            borderRadius: 6,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {loading && <Spin />}
          {error && <Alert type="error" showIcon title={error} data-testid="image-viewer-error" />}
          {url && !loading && (
            <img
              data-testid="image-viewer-img"
              data-scale={String(scale)}
              data-rotate={String(normalised)}
              src={url}
              alt={fileName || t('viewer.imageTitle')}
              onError={() => setError(t('viewer.loadFailed'))}
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                transform: `scale(${scale}) rotate(${rotate}deg)`,
                transition: 'transform 0.2s',
              }}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
