import { Alert, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DatabaseStatus, useSystemInfo } from './api.ts';
import { formatBytes } from './format.ts';
import { InfoCard } from './InfoCard.tsx';

/** Administration → Data source (`datasource`): the database the platform really runs on. */
export function DataSourcePanel() {
  const { t } = useTranslation();
  const query = useSystemInfo<DatabaseStatus>('datasource');
  return (
    <InfoCard title={t('adminSystem.datasource.title')} query={query} testId="system-datasource">
      {(d) => (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('adminSystem.datasource.kind')} span={2}>
              <Tag color="green">{d.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}</Tag>
              {t(d.kind === 'postgres' ? 'adminSystem.datasource.postgres' : 'adminSystem.datasource.pglite')}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.location')} span={2}>
              <code>{d.location}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.version')} span={2}>
              {d.version}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.database')}>{d.database}</Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.size')}>{formatBytes(d.sizeBytes)}</Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.tables')}>{d.tables}</Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.connections')}>{d.connections}</Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.migrations')}>{d.migrationsApplied}</Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.lastMigration')}>
              {d.lastMigrationAt ? dayjs(d.lastMigrationAt).format('YYYY-MM-DD HH:mm') : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminSystem.datasource.ping')}>
              {t('adminSystem.units.ms', { value: d.pingMs })}
            </Descriptions.Item>
          </Descriptions>
          <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('adminSystem.datasource.hint')} />
        </>
      )}
    </InfoCard>
  );
}
