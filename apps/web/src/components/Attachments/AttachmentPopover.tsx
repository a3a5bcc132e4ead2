import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popover, Space, Spin, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { useDownload } from '../../app/api/download.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { ATTACHMENT_RESOURCES } from './Attachments.tsx';
import { FILE_API, listAttachments } from './api.ts';
import { formatFileSize, splitIds } from './rules.ts';
import { useAttachmentPreview } from './useAttachmentPreview.tsx';

export type AttachmentPopoverProps = {
  /** The comma-separated attachment ids of the row. */
  ids?: string | null;
  /** Check btnDownloadAttachment on the current menu (spec §6). Default true. */
  checkPermission?: boolean;
  /** Downloads from the large-file server. */
  largeFile?: boolean;
  /** Replaces the link text ("3 attachments"). */
  children?: ReactNode;
};

/**
 * The attachment list popover of spec §2, for table cells: a link "N attachments" that opens a
 * list of the files with preview and download. The list is fetched when the popover opens.
 */
export function AttachmentPopover({
  ids,
  checkPermission = true,
  largeFile = false,
  children,
}: AttachmentPopoverProps) {
  const { t } = useTranslation();
  const { has } = useMenuResources();
  const download = useDownload();
  const [open, setOpen] = useState(false);
  const count = splitIds(ids).length;
  const canDownload = !checkPermission || has(ATTACHMENT_RESOURCES.download);
  const { preview, viewer } = useAttachmentPreview({ largeFile, downloadable: canDownload });
  const list = useQuery({
    queryKey: ['attachments', ids ?? ''],
    queryFn: ({ signal }) => listAttachments(ids ?? '', signal),
    enabled: open && count > 0,
  });

  if (count === 0) {
    return (
      <Typography.Text type="secondary" data-testid="attachment-popover-none">
        {t('attachment.none')}
      </Typography.Text>
    );
  }

  const content = (
    <div data-testid="attachment-popover" style={{ width: 360, maxHeight: 280, overflow: 'auto' }}>
      {list.isLoading && <Spin size="small" />}
      {list.isError && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      {list.data && list.data.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('attachment.empty')} />
      )}
      {list.data?.map((row) => (
        <div
          key={row.id}
          data-testid={`attachment-popover-row-${row.id}`}
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}
        >
          <PaperClipOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />
          <Typography.Text ellipsis style={{ flex: 1 }} title={row.originalFileName}>
            {row.originalFileName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFileSize(row.fileSize)}
          </Typography.Text>
          {canDownload && (
            <Space size={0}>
              <Tooltip title={t('attachment.preview')}>
                <Button
                  type="link"
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('attachment.preview')}
                  onClick={() => {
                    setOpen(false);
                    preview(row);
                  }}
                />
              </Tooltip>
              <Tooltip title={t('attachment.download')}>
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('attachment.download')}
                  onClick={() =>
                    void download(largeFile ? FILE_API.largeDownload : FILE_API.download, {
                      method: largeFile ? 'GET' : 'POST',
                      query: { id: row.id },
                      fallbackName: row.originalFileName,
                    })
                  }
                />
              </Tooltip>
            </Space>
          )}
        </div>
      ))}
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        title={t('attachment.title')}
        content={content}
        placement="bottomLeft"
      >
        <Typography.Link data-testid="attachment-popover-link">
          <PaperClipOutlined /> {children ?? t('attachment.count', { count })}
        </Typography.Link>
      </Popover>
      {viewer}
    </>
  );
}
