import { Card, Descriptions, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { registeredScreens } from '../../../app/screens/registry.ts';
import { type ProjectsInfo, useSystemInfo } from './api.ts';
import { formatBytes, formatDuration } from './format.ts';
import { InfoCard } from './InfoCard.tsx';

type ProjectRow = ProjectsInfo['projects'][number];

/** Administration → Projects and modules (`projectAndModule`): the running server and what it is made of. */
export function ModulesPanel() {
  const { t } = useTranslation();
  const query = useSystemInfo<ProjectsInfo>('projectAndModule');
  const screens = registeredScreens().sort();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <InfoCard title={t('adminSystem.modules.server')} query={query} testId="system-modules">
        {({ server, projects }) => (
          <Space orientation="vertical" style={{ width: '100%' }} size="large">
            <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }}>
              <Descriptions.Item label={t('adminSystem.modules.version')}>{server.version}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.node')}>{server.node}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.platform')}>{server.platform}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.database')}>{server.database}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.startedAt')}>
                {dayjs(server.startedAt).format('YYYY-MM-DD HH:mm:ss')}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.uptime')}>
                {formatDuration(t, server.uptimeSeconds)}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.memory')}>
                {formatBytes(server.memoryRssBytes)}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.modules.redis')}>
                {t(server.redisConfigured ? 'adminSystem.modules.configured' : 'adminSystem.modules.notConfigured')}
              </Descriptions.Item>
            </Descriptions>
            <Table<ProjectRow>
              size="small"
              rowKey="project"
              pagination={false}
              dataSource={projects}
              title={() => t('adminSystem.modules.projects')}
              expandable={{
                expandedRowRender: (p) => (
                  <Space wrap>
                    {p.modules.map((m) => (
                      <Tag key={m.module}>
                        {m.module} · {m.calls}
                      </Tag>
                    ))}
                  </Space>
                ),
              }}
              columns={[
                { key: 'project', dataIndex: 'project', title: t('adminSystem.api.project') },
                {
                  key: 'modules',
                  title: t('adminSystem.api.module'),
                  render: (_, p) => p.modules.length,
                },
                { key: 'calls', dataIndex: 'calls', title: t('adminSystem.modules.calls') },
              ]}
            />
          </Space>
        )}
      </InfoCard>
      <Card title={t('adminSystem.modules.screens', { count: screens.length })} data-testid="system-screens">
        <Space wrap>
          {screens.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
