import { Input, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { type ApiEntry, useSystemInfo } from './api.ts';
import { InfoCard } from './InfoCard.tsx';

const METHOD_COLOURS: Record<string, string> = { GET: 'blue', POST: 'green', PATCH: 'orange', DELETE: 'red' };

/** Administration → API list (`apiManager`): every call, read from the OpenAPI document. */
export function ApiListPanel() {
  const { t } = useTranslation();
  const query = useSystemInfo<ApiEntry[]>('apiList');
  const [text, setText] = useState('');
  const [project, setProject] = useState<string | undefined>();
  const columns = useMemo<ColumnConfig<ApiEntry>[]>(
    () => [
      { key: 'project', title: t('adminSystem.api.project'), width: 130 },
      { key: 'module', title: t('adminSystem.api.module'), width: 200 },
      {
        key: 'method',
        title: t('adminSystem.api.method'),
        width: 90,
        render: (v) => <Tag color={METHOD_COLOURS[String(v)] ?? 'default'}>{String(v)}</Tag>,
      },
      { key: 'path', title: t('adminSystem.api.path'), width: 420 },
      { key: 'summary', title: t('adminSystem.api.summary'), width: 420 },
      { key: 'access', title: t('adminSystem.api.access'), width: 220 },
    ],
    [t],
  );
  return (
    <InfoCard title={t('adminSystem.api.title')} query={query} testId="system-api">
      {(entries) => {
        const needle = text.trim().toLowerCase();
        const rows = entries.filter(
          (e) =>
            (!project || e.project === project) &&
            (!needle || e.path.toLowerCase().includes(needle) || e.summary.toLowerCase().includes(needle)),
        );
        const projects = [...new Set(entries.map((e) => e.project))].sort();
        return (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Input.Search
                allowClear
                placeholder={t('adminSystem.api.search')}
                onSearch={setText}
                style={{ width: 320 }}
                data-testid="api-search"
              />
              <Select
                allowClear
                placeholder={t('adminSystem.api.project')}
                value={project}
                onChange={setProject}
                style={{ width: 180 }}
                options={projects.map((p) => ({ value: p, label: p }))}
              />
              <Typography.Text type="secondary" data-testid="api-count">
                {t('adminSystem.api.count', { count: rows.length })}
              </Typography.Text>
              <Typography.Link href="/api/docs" target="_blank" rel="noopener">
                {t('adminSystem.api.openDocs')}
              </Typography.Link>
            </Space>
            <DataTable<ApiEntry>
              dataSource={rows}
              columns={columns}
              rowKey={(r) => `${r.method} ${r.path}`}
              tableKey="admin.apiList"
            />
          </Space>
        );
      }}
    </InfoCard>
  );
}
