import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { FILE_API } from '../../../components/Attachments/index.ts';
import { API, type CommonFile, type FileRef, screenPath } from '../api.ts';

/** Download links of a document's files (the file server lets any reader of a public document download them). */
export function FileLinks({ files, disabled }: { files: FileRef[]; disabled?: boolean }) {
  const { t } = useTranslation();
  const download = useDownload();
  if (files.length === 0) return <Typography.Text type="secondary">{t('notice.noFiles')}</Typography.Text>;
  return (
    <Space wrap size={[12, 0]}>
      {files.map((f) =>
        disabled ? (
          <Typography.Text key={f.id} type="secondary">
            {f.originalFileName}
          </Typography.Text>
        ) : (
          <Typography.Link
            key={f.id}
            data-testid={`guide-file-${f.id}`}
            onClick={() => void download(FILE_API.download, { query: { id: f.id }, fallbackName: f.originalFileName })}
          >
            {f.originalFileName}
          </Typography.Link>
        ),
      )}
    </Space>
  );
}

export type GuideLinksProps = {
  /** Public-document types (lookup BASE_COMMON_FILE_TYPE), e.g. ['BUYER_OPERATION_GUIDE']. */
  types: string[];
  /** Responsibility GZJTMDY: no data load, no navigation. */
  disabled?: boolean;
};

/** The home card of operation guides: each public document of the types with links to its files. */
export function GuideLinks({ types, disabled }: GuideLinksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeList = types.join(',');
  const query = useQuery({
    queryKey: ['indexCommonFiles', typeList],
    queryFn: () => post<CommonFile[]>(API.indexCommonFiles, { fileType: typeList }),
    enabled: !disabled,
  });
  return (
    <Card
      size="small"
      title={t('notice.guides')}
      data-testid="guide-links"
      data-disabled={disabled ? 'true' : 'false'}
      style={disabled ? { opacity: 0.55 } : undefined}
      extra={
        disabled ? (
          <Typography.Text type="secondary">{t('notice.more')}</Typography.Text>
        ) : (
          <Typography.Link
            data-testid="guide-links-more"
            onClick={() => void navigate(screenPath('indexCommonFileList', { types: typeList }))}
          >
            {t('notice.more')}
          </Typography.Link>
        )
      }
    >
      {disabled ? (
        <Typography.Text type="secondary">{t('notice.disabled')}</Typography.Text>
      ) : query.error ? (
        <Alert type="error" showIcon message={errorText(query.error)} />
      ) : (
        <List<CommonFile>
          size="small"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
          renderItem={(doc) => (
            <List.Item style={{ paddingInline: 0, display: 'block' }} data-testid={`guide-${doc.commonFileId}`}>
              <div>
                <FileTextOutlined style={{ marginInlineEnd: 6 }} />
                <Typography.Text strong>{doc.fileTitle}</Typography.Text>
              </div>
              {doc.description && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {doc.description}
                </Typography.Text>
              )}
              {(doc.files ?? []).length > 0 && (
                <div>
                  <FileLinks files={doc.files ?? []} />
                </div>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
