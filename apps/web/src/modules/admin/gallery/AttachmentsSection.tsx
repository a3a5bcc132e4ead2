import { Divider, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPopover, Attachments, DEFAULT_ATTACHMENT_MAX_SIZE } from '../../../components/Attachments/index.ts';
import { Section } from './Section.tsx';

/** Attachments (path 'gallery', functionId 'GALLERY') and the attachment list popover over the same ids. */
export function AttachmentsSection({ ids, onChange }: { ids: string; onChange: (ids: string) => void }) {
  const { t } = useTranslation();
  const [readOnly, setReadOnly] = useState(false);
  const [largeFile, setLargeFile] = useState(false);
  const [maxSize, setMaxSize] = useState(DEFAULT_ATTACHMENT_MAX_SIZE);
  return (
    <Section name="attachments" title={t('gallery.attachments')} intro={t('gallery.attachmentsIntro')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Switch checked={readOnly} onChange={setReadOnly} data-testid="gallery-attachments-readonly" />
        <Typography.Text>{t('gallery.readOnly')}</Typography.Text>
        <Switch checked={largeFile} onChange={setLargeFile} data-testid="gallery-attachments-large" />
        <Typography.Text>{t('gallery.largeFile')}</Typography.Text>
        <Typography.Text>{t('gallery.maxSize')}</Typography.Text>
        <Select
          value={maxSize}
          onChange={setMaxSize}
          style={{ width: 120 }}
          data-testid="gallery-attachments-max-size"
          options={[DEFAULT_ATTACHMENT_MAX_SIZE, 1024, 10].map((value) => ({ value, label: String(value) }))}
        />
      </Space>
      <Attachments
        ids={ids}
        onChange={onChange}
        path="gallery"
        functionId="GALLERY"
        readOnly={readOnly}
        largeFile={largeFile}
        maxSize={maxSize}
        title={t('attachment.title')}
      />
      <Divider titlePlacement="start" plain>
        {t('gallery.popover')}
      </Divider>
      <div data-testid="gallery-attachment-popover">
        <Space>
          <Typography.Text type="secondary">{t('gallery.popoverIntro')}</Typography.Text>
          <AttachmentPopover ids={ids} />
        </Space>
      </div>
    </Section>
  );
}
