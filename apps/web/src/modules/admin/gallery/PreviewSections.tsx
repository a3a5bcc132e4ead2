import { EyeOutlined, FilePdfOutlined, PictureOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Attachment,
  isImage,
  isPreviewable,
  listAttachments,
  splitIds,
} from '../../../components/Attachments/index.ts';
import { ImageViewer } from '../../../components/ImageViewer/index.ts';
import { PdfViewer } from '../../../components/PdfViewer/index.ts';
import { Section } from './Section.tsx';
import { sampleImage, samplePdf } from './samples.ts';

/** The attachments uploaded in the gallery (same query, so the same cache, as the Attachments component). */
function useUploaded(ids: string): Attachment[] {
  const list = useQuery({
    queryKey: ['attachments', ids],
    queryFn: ({ signal }) => listAttachments(ids, signal),
    enabled: splitIds(ids).length > 0,
  });
  return splitIds(ids).length > 0 ? (list.data ?? []) : [];
}

type Viewing = { fileId?: string | number; src?: Blob; fileName?: string } | null;

/** The PDF preview overlay: an uploaded file over pdfView, a sample made here, and the no-id case. */
export function PdfPreviewSection({ ids }: { ids: string }) {
  const { t } = useTranslation();
  const files = useUploaded(ids).filter((f) => isPreviewable(f.suffixName) && !isImage(f.suffixName));
  const [chosen, setChosen] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const file = files.find((f) => String(f.id) === chosen) ?? files[0];
  return (
    <Section name="pdf-preview" title={t('gallery.pdfPreview')} intro={t('gallery.pdfPreviewIntro')}>
      <Space wrap>
        <Select
          style={{ minWidth: 280 }}
          placeholder={t('gallery.chooseUploaded')}
          value={file ? String(file.id) : undefined}
          onChange={setChosen}
          options={files.map((f) => ({ value: String(f.id), label: f.originalFileName }))}
          notFoundContent={t('gallery.noneUploaded')}
          data-testid="gallery-pdf-select"
        />
        <Button
          type="primary"
          icon={<EyeOutlined />}
          disabled={!file}
          data-testid="gallery-pdf-open"
          onClick={() => file && setViewing({ fileId: file.id, fileName: file.originalFileName })}
        >
          {t('gallery.previewUploaded')}
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          data-testid="gallery-pdf-sample"
          onClick={() =>
            setViewing({
              fileName: 'sample.pdf',
              src: samplePdf([
                [
                  'SRM component gallery',
                  'A sample PDF made in the browser.',
                  'Use the arrows to turn pages,',
                  'and zoom in or out.',
                ],
                ['Page two', 'Purchase order PO-2026-0001', 'Supplier: Sample Supplier Ltd.', 'Amount: 12,345.60 CNY'],
                ['Page three', 'End of the sample.'],
              ]),
            })
          }
        >
          {t('gallery.samplePdf')}
        </Button>
        <Button icon={<StopOutlined />} data-testid="gallery-pdf-no-id" onClick={() => setViewing({})}>
          {t('gallery.previewNoId')}
        </Button>
      </Space>
      {files.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('gallery.uploadFirst')}
        </Typography.Paragraph>
      )}
      <PdfViewer
        open={viewing != null}
        onClose={() => setViewing(null)}
        fileId={viewing?.fileId}
        src={viewing?.src}
        fileName={viewing?.fileName}
      />
    </Section>
  );
}

/** The image preview dialog: an uploaded image over pdfView, or a sample drawn here. */
export function ImagePreviewSection({ ids }: { ids: string }) {
  const { t } = useTranslation();
  const files = useUploaded(ids).filter((f) => isImage(f.suffixName));
  const [chosen, setChosen] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const file = files.find((f) => String(f.id) === chosen) ?? files[0];
  return (
    <Section name="image-preview" title={t('gallery.imagePreview')} intro={t('gallery.imagePreviewIntro')}>
      <Space wrap>
        <Select
          style={{ minWidth: 280 }}
          placeholder={t('gallery.chooseUploaded')}
          value={file ? String(file.id) : undefined}
          onChange={setChosen}
          options={files.map((f) => ({ value: String(f.id), label: f.originalFileName }))}
          notFoundContent={t('gallery.noneUploaded')}
          data-testid="gallery-image-select"
        />
        <Button
          type="primary"
          icon={<EyeOutlined />}
          disabled={!file}
          data-testid="gallery-image-open"
          onClick={() => file && setViewing({ fileId: file.id, fileName: file.originalFileName })}
        >
          {t('gallery.previewUploaded')}
        </Button>
        <Button
          icon={<PictureOutlined />}
          data-testid="gallery-image-sample"
          onClick={() => {
            void sampleImage(t('gallery.sampleCaption')).then((blob) =>
              setViewing({ src: blob, fileName: 'sample.png' }),
            );
          }}
        >
          {t('gallery.sampleImage')}
        </Button>
      </Space>
      {files.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('gallery.uploadFirst')}
        </Typography.Paragraph>
      )}
      <ImageViewer
        open={viewing != null}
        onClose={() => setViewing(null)}
        fileId={viewing?.fileId}
        src={viewing?.src}
        fileName={viewing?.fileName}
      />
    </Section>
  );
}
