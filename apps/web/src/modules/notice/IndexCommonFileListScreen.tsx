import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { API, COMMON_FILE_TYPE_LOOKUP, type CommonFile } from './api.ts';
import { FileLinks } from './panels/GuideLinks.tsx';

/** The public documents for everyone (htmlUrl 'indexCommonFileList?types='), grouped by type, read-only. */
export default function IndexCommonFileListScreen() {
  const { t } = useTranslation();
  const types = useLookup(COMMON_FILE_TYPE_LOOKUP);
  const wanted = useScreen()?.query.types ?? '';
  const query = useQuery({
    queryKey: ['indexCommonFiles', wanted],
    queryFn: () => post<CommonFile[]>(API.indexCommonFiles, { fileType: wanted || undefined }),
  });
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  if (!query.data) return <Skeleton active />;
  if (query.data.length === 0) return <Empty description={t('notice.empty')} />;
  const groups = new Map<string, CommonFile[]>();
  for (const doc of query.data) groups.set(doc.fileType, [...(groups.get(doc.fileType) ?? []), doc]);
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 960 }} data-testid="screen-indexCommonFileList">
      {[...groups].map(([type, docs]) => (
        <Card key={type} size="small" title={types.meaning(type)}>
          <List
            dataSource={docs}
            renderItem={(doc) => (
              <List.Item>
                <List.Item.Meta
                  title={doc.fileTitle}
                  description={
                    <>
                      {doc.description && <Typography.Text type="secondary">{doc.description}</Typography.Text>}
                      <div>
                        <FileLinks files={doc.files ?? []} />
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      ))}
    </Space>
  );
}
