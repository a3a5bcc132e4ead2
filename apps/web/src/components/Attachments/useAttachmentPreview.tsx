import { App } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer } from '../ImageViewer/ImageViewer.tsx';
import { PdfViewer } from '../PdfViewer/PdfViewer.tsx';
import { type Attachment, FILE_API } from './api.ts';
import { isImage, isPreviewable, suffixOf } from './rules.ts';

export type PreviewOptions = {
  /** Downloads go to the large-file download (GET) instead of `v2/file/download`. */
  largeFile?: boolean;
  /** Drawing files (system code DRAW): preview through `drawPdfView`. */
  drawing?: boolean;
  /** Whether the viewers offer a download button. */
  downloadable?: boolean;
};

/**
 * Opens an attachment's online preview (spec §5): images in the image viewer, the other previewable
 * suffixes in the PDF overlay over `pdfView`; anything else gets the not-supported message.
 * Returns `preview(attachment)` and the viewer element to render.
 */
export function useAttachmentPreview(options: PreviewOptions = {}): {
  preview: (attachment: Attachment) => void;
  viewer: ReactNode;
} {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [current, setCurrent] = useState<{ attachment: Attachment; image: boolean } | null>(null);

  const preview = useCallback(
    (attachment: Attachment) => {
      const suffix = attachment.suffixName || suffixOf(attachment.originalFileName);
      if (!isPreviewable(suffix)) {
        message.warning(t('attachment.notPreviewable'));
        return;
      }
      setCurrent({ attachment, image: isImage(suffix) });
    },
    [message, t],
  );

  const close = () => setCurrent(null);
  const common = {
    fileId: current?.attachment.id,
    fileName: current?.attachment.originalFileName,
    previewUrl: options.drawing ? FILE_API.drawPdfView : FILE_API.pdfView,
    downloadUrl: options.largeFile ? FILE_API.largeDownload : FILE_API.download,
    downloadMethod: options.largeFile ? ('GET' as const) : ('POST' as const),
    downloadable: options.downloadable ?? true,
    onClose: close,
  };
  const viewer = (
    <>
      <ImageViewer open={!!current?.image} {...common} />
      <PdfViewer open={!!current && !current.image} {...common} />
    </>
  );
  return { preview, viewer };
}
