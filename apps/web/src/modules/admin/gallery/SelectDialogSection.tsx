import { SelectOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectDialog } from '../../../components/SelectDialog/index.ts';
import { Section } from './Section.tsx';
import { type GalleryRow, useGalleryColumns } from './TableSection.tsx';

/** The select dialog over 'baseGallery': search, pick across pages, select all, confirm. */
export function SelectDialogSection() {
  const { t } = useTranslation();
  const columns = useGalleryColumns();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<GalleryRow[]>([]);
  return (
    <Section name="select-dialog" title={t('gallery.selectDialog')} intro={t('gallery.selectDialogIntro')}>
      <Space wrap>
        <Button
          type="primary"
          icon={<SelectOutlined />}
          onClick={() => setOpen(true)}
          data-testid="gallery-open-select-dialog"
        >
          {t('gallery.openSelectDialog')}
        </Button>
        <Typography.Text data-testid="gallery-selected-count" data-count={selected.length}>
          {t('gallery.selectedCount', { count: selected.length })}
        </Typography.Text>
      </Space>
      {selected.length > 0 && (
        <div style={{ marginTop: 8 }} data-testid="gallery-selected-items">
          {selected.slice(0, 12).map((row) => (
            <Tag key={row.id}>{row.itemCode}</Tag>
          ))}
          {selected.length > 12 && <Tag>…</Tag>}
        </div>
      )}
      {open && (
        <SelectDialog<GalleryRow>
          open={open}
          title={t('gallery.openSelectDialog')}
          findApi="baseGallery"
          columns={columns}
          rowKey="id"
          multiple
          searchKey="keyword"
          defaultSelectedRows={selected}
          onConfirm={(rows) => {
            setSelected(rows);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Section>
  );
}
