import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { AttachmentsSection } from './AttachmentsSection.tsx';
import { ChartSection } from './ChartSection.tsx';
import { CropperSection } from './CropperSection.tsx';
import { EditableSection } from './EditableSection.tsx';
import { CheckboxSection, DisplaySection, LookupSection } from './FieldSections.tsx';
import { ImagePreviewSection, PdfPreviewSection } from './PreviewSections.tsx';
import { SelectDialogSection } from './SelectDialogSection.tsx';
import { TableSection } from './TableSection.tsx';

/** The sections in page order: test id `gallery-<name>`, and the quick links at the top. */
const SECTIONS = [
  ['table', 'gallery.table'],
  ['editable', 'gallery.editable'],
  ['select-dialog', 'gallery.selectDialog'],
  ['lookup-select', 'LookupSelect'],
  ['yn-checkbox', 'YNCheckbox'],
  ['display-field', 'DisplayField'],
  ['chart', 'ChartBox'],
  ['attachments', 'gallery.attachments'],
  ['pdf-preview', 'gallery.pdfPreview'],
  ['image-preview', 'gallery.imagePreview'],
  ['cropper', 'gallery.cropper'],
] as const;

/**
 * The component gallery (Administration → Component gallery, htmlUrl 'componentGallery'): every
 * reusable facility of spec §1 working against the real server, for developers and for the
 * end-to-end tests.
 */
export default function GalleryScreen() {
  const { t } = useTranslation();
  const screen = useScreen();
  const [attachmentIds, setAttachmentIds] = useState('');

  const jump = (name: string) =>
    document.getElementById(`gallery-${name}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div data-testid="screen-component-gallery" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {screen?.title ?? t('gallery.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('gallery.intro')}</Typography.Paragraph>
        <Space wrap size={[4, 4]}>
          {SECTIONS.map(([name, label]) => (
            <Button key={name} size="small" onClick={() => jump(name)} data-testid={`gallery-jump-${name}`}>
              {label.startsWith('gallery.') ? t(label as 'gallery.table') : label}
            </Button>
          ))}
        </Space>
      </Card>
      <TableSection />
      <EditableSection />
      <SelectDialogSection />
      <LookupSection />
      <CheckboxSection />
      <DisplaySection />
      <ChartSection />
      <AttachmentsSection ids={attachmentIds} onChange={setAttachmentIds} />
      <PdfPreviewSection ids={attachmentIds} />
      <ImagePreviewSection ids={attachmentIds} />
      <CropperSection />
    </div>
  );
}
