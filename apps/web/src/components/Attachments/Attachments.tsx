import { DeleteOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Progress, Space, Table, type TableColumnsType, Tooltip, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd/es/upload';
import dayjs from 'dayjs';
import { type HTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { useDownload } from '../../app/api/download.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import {
  type Attachment,
  deleteAttachments,
  FILE_API,
  listAttachments,
  UploadError,
  type UploadFields,
  type UploadHandle,
  uploadFiles,
  uploadLargeFile,
} from './api.ts';
import {
  ATTACHMENT_TABLE_MAX_HEIGHT,
  appendIds,
  DEFAULT_ATTACHMENT_MAX_SIZE,
  exceedsMaxSize,
  formatFileSize,
  isPreviewable,
  removeIds,
  SERVER_ERROR_SECONDS,
  splitIds,
  suffixOf,
  TRANSPORT_ERROR_SECONDS,
} from './rules.ts';
import { useAttachmentPreview } from './useAttachmentPreview.tsx';

/** The button resources of spec §6 that show the attachment buttons. */
export const ATTACHMENT_RESOURCES = {
  upload: 'btnUploadAttachment',
  download: 'btnDownloadAttachment',
  delete: 'btnDelAttachment',
} as const;

export type AttachmentsProps = {
  /** The document's attachment ids, one comma-separated string (spec §3). Controlled when given. */
  ids?: string | null;
  /** Initial ids when uncontrolled. */
  defaultIds?: string;
  /** Called with the new id string after an upload or a delete: save it with the business document. */
  onChange?: (ids: string) => void;
  /** Upload form fields (spec §7). */
  path?: string;
  functionId?: string;
  businessId?: string;
  fileDesc?: string;
  /** Hides upload and delete; download and preview stay. */
  readOnly?: boolean;
  /**
   * Delete takes the file off this record only, leaving it stored: for records whose history keeps its
   * files (a submitted quote's files stay with its submission; the server refuses to delete them).
   */
  detachOnly?: boolean;
  /** Max size in the spec's unit (compared with file size ÷ 1024); default 51200 (50 MB). */
  maxSize?: number;
  /** Uploads with tus to largeFileServer (profile largeFileFlag Y) and downloads from there. */
  largeFile?: boolean;
  /** Check the button resources of the current menu (spec §6); false shows every button. Default true. */
  checkPermission?: boolean;
  /** `accept` of the file input, e.g. ".pdf,.png". */
  accept?: string;
  /** Several files at once (each its own request). Default true. */
  multiple?: boolean;
  /** Title shown left of the toolbar. */
  title?: ReactNode;
  /** After each successful upload, with the new attachments. */
  onUploaded?: (attachments: Attachment[]) => void;
};

type Uploading = { uid: string; name: string; percent: number };

/**
 * Attachment upload, list, download, batch download, preview and delete for one business document
 * (spec §2–§8). The document keeps the comma-separated id string; this component keeps it current and
 * reports every change through `onChange`.
 */
export function Attachments({
  ids,
  defaultIds = '',
  onChange,
  path,
  functionId,
  businessId,
  fileDesc,
  readOnly = false,
  detachOnly = false,
  maxSize = DEFAULT_ATTACHMENT_MAX_SIZE,
  largeFile = false,
  checkPermission = true,
  accept,
  multiple = true,
  title,
  onUploaded,
}: AttachmentsProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { has } = useMenuResources();
  const download = useDownload();
  const [inner, setInner] = useState(defaultIds);
  const value = ids ?? inner;
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());

  // The latest id string, also between an onChange and the parent's next render (two uploads in a row).
  const idsRef = useRef(value);
  useEffect(() => {
    idsRef.current = value;
  }, [value]);
  const setIds = (next: string) => {
    idsRef.current = next;
    setInner(next);
    onChange?.(next);
  };

  // Abort what is still uploading when the component goes away.
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
    };
  }, []);

  const can = (code: string) => !checkPermission || has(code);
  const canUpload = !readOnly && can(ATTACHMENT_RESOURCES.upload);
  const canDownload = can(ATTACHMENT_RESOURCES.download);
  const canDelete = !readOnly && can(ATTACHMENT_RESOURCES.delete);

  const { preview, viewer } = useAttachmentPreview({ largeFile, downloadable: canDownload });

  const list = useQuery({
    queryKey: ['attachments', value],
    queryFn: ({ signal }) => listAttachments(value, signal),
    enabled: splitIds(value).length > 0,
    placeholderData: keepPreviousData,
  });
  const rows = splitIds(value).length > 0 ? (list.data ?? []) : [];
  const rowIds = new Set(rows.map((row) => String(row.id)));
  const selectedRows = selected.filter((id) => rowIds.has(id));

  const fields: UploadFields = { path, functionId, businessId, fileDesc };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    // Spec §5: rejected before sending when file size > maxSize × 1024.
    if (exceedsMaxSize(file.size, maxSize)) {
      message.error(t('attachment.tooLarge'), SERVER_ERROR_SECONDS);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const raw = file as File & { uid?: string };
    const uid = raw.uid ?? `${Date.now()}-${raw.name}`;
    const progress = (loaded: number, total: number) =>
      setUploading((items) =>
        items.map((item) =>
          item.uid === uid ? { ...item, percent: total > 0 ? Math.floor((loaded / total) * 100) : 0 } : item,
        ),
      );
    setUploading((items) => [...items, { uid, name: raw.name, percent: 0 }]);
    const handle = largeFile ? uploadLargeFile(raw, fields, progress) : uploadFiles([raw], fields, progress);
    handles.current.set(uid, handle);
    handle.promise
      .then((attachments) => {
        setIds(
          appendIds(
            idsRef.current,
            attachments.map((a) => a.id),
          ),
        );
        onUploaded?.(attachments);
        message.success(t('attachment.uploaded'));
        onSuccess?.(attachments);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Spec §8: a status other than S → its msg for 2.5 s; a transport error → msg for 4 s, progress reset.
        if (error instanceof UploadError && error.kind === 'server') message.error(error.message, SERVER_ERROR_SECONDS);
        else message.error(errorText(error), TRANSPORT_ERROR_SECONDS);
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        handles.current.delete(uid);
        setUploading((items) => items.filter((item) => item.uid !== uid));
      });
  };

  const downloadOne = (row: Attachment) =>
    download(largeFile ? FILE_API.largeDownload : FILE_API.download, {
      method: largeFile ? 'GET' : 'POST',
      query: { id: row.id },
      fallbackName: row.originalFileName,
    });

  const batchDownload = () => {
    const chosen = selectedRows.length > 0 ? selectedRows : rows.map((row) => String(row.id));
    if (chosen.length === 0) return;
    void download(FILE_API.batchDownload, { body: { ids: chosen.join(',') }, fallbackName: 'attachments.zip' });
  };

  const confirmDelete = (row: Attachment) =>
    modal.confirm({
      title: t(detachOnly ? 'attachment.detachTitle' : 'attachment.deleteTitle'),
      content: t(detachOnly ? 'attachment.detachText' : 'attachment.deleteText'),
      okButtonProps: { danger: true, 'data-testid': 'attachment-delete-confirm' },
      onOk: async () => {
        if (!detachOnly) {
          try {
            await deleteAttachments([row.id]);
          } catch (error) {
            message.error(errorText(error));
            return;
          }
        }
        setIds(removeIds(idsRef.current, [row.id]));
        setSelected((ids) => ids.filter((id) => id !== String(row.id)));
        message.success(t(detachOnly ? 'attachment.detached' : 'attachment.deleted'));
      },
    });

  const columns: TableColumnsType<Attachment> = [
    {
      key: 'name',
      title: t('attachment.fileName'),
      dataIndex: 'originalFileName',
      ellipsis: true,
      render: (name: string, row) =>
        canDownload && isPreviewable(row.suffixName || suffixOf(name)) ? (
          <Typography.Link onClick={() => preview(row)} title={name}>
            {name}
          </Typography.Link>
        ) : (
          <span title={name}>{name}</span>
        ),
    },
    {
      key: 'size',
      title: t('attachment.fileSize'),
      dataIndex: 'fileSize',
      width: 100,
      align: 'right',
      render: (size?: number) => formatFileSize(size),
    },
    {
      key: 'date',
      title: t('attachment.uploadedAt'),
      dataIndex: 'creationDate',
      width: 170,
      render: (date?: string) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm:ss') : ''),
    },
  ];
  if (canDownload || canDelete) {
    columns.push({
      key: 'actions',
      title: t('attachment.actions'),
      width: 120,
      render: (_, row) => (
        <Space size={0}>
          {canDownload && (
            <Tooltip title={t('attachment.preview')}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                aria-label={t('attachment.preview')}
                data-testid={`attachment-preview-${row.id}`}
                onClick={() => preview(row)}
              />
            </Tooltip>
          )}
          {canDownload && (
            <Tooltip title={t('attachment.download')}>
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                aria-label={t('attachment.download')}
                data-testid={`attachment-download-${row.id}`}
                onClick={() => void downloadOne(row)}
              />
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title={t('attachment.delete')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('attachment.delete')}
                data-testid={`attachment-delete-${row.id}`}
                onClick={() => confirmDelete(row)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    });
  }

  return (
    <div data-testid="attachments" className="srm-attachments">
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {title && <Typography.Text strong>{title}</Typography.Text>}
          {canUpload && (
            <span data-testid="attachment-upload">
              <Upload
                multiple={multiple}
                accept={accept}
                showUploadList={false}
                beforeUpload={beforeUpload}
                customRequest={customRequest}
              >
                <Button icon={<UploadOutlined />} type="primary" ghost>
                  {t('attachment.upload')}
                </Button>
              </Upload>
            </span>
          )}
          {canDownload && (
            <Button
              icon={<DownloadOutlined />}
              data-testid="attachment-batch-download"
              disabled={rows.length === 0}
              onClick={batchDownload}
            >
              {t('attachment.batchDownload')}
              {selectedRows.length > 0 ? ` (${selectedRows.length})` : ''}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary" data-testid="attachment-ids" data-ids={value} style={{ fontSize: 12 }}>
          {t('attachment.ids', { ids: value || '—' })}
        </Typography.Text>
      </Space>
      {uploading.length > 0 && (
        <div data-testid="attachment-progress" style={{ marginBottom: 8 }}>
          {uploading.map((item) => (
            <div key={item.uid} data-testid="attachment-progress-item">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('attachment.uploading', { name: item.name })}
              </Typography.Text>
              <Progress percent={item.percent} size="small" status="active" />
            </div>
          ))}
        </div>
      )}
      {list.isError && <Typography.Text type="danger">{t('attachment.loadFailed')}</Typography.Text>}
      <Table<Attachment>
        size="small"
        rowKey={(row) => String(row.id)}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && splitIds(value).length > 0}
        pagination={false}
        scroll={{ y: ATTACHMENT_TABLE_MAX_HEIGHT }}
        locale={{ emptyText: t('attachment.empty') }}
        rowSelection={
          canDownload
            ? {
                selectedRowKeys: selectedRows,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        onRow={(row) => ({ 'data-testid': `attachment-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      />
      {viewer}
    </div>
  );
}
