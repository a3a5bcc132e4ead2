import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RedisStatus, useSystemInfo } from './api.ts';
import { formatBytes, formatDuration } from './format.ts';
import { InfoCard } from './InfoCard.tsx';

/** Administration → Cache (`redis`): whether Redis is configured and answering. */
export function RedisPanel() {
  const { t } = useTranslation();
  const query = useSystemInfo<RedisStatus>('redis');
  return (
    <InfoCard title={t('adminSystem.redis.title')} query={query} testId="system-redis">
      {(r) => (
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('adminSystem.redis.state')} span={2}>
            <span data-testid="redis-state" data-state={r.state}>
              {r.state === 'UP' ? (
                <Tag color="green">{t('adminSystem.redis.up')}</Tag>
              ) : r.state === 'DOWN' ? (
                <Tag color="red">{t('adminSystem.redis.down')}</Tag>
              ) : (
                <Tag>{t('adminSystem.redis.notConfigured')}</Tag>
              )}
            </span>
          </Descriptions.Item>
          {r.state === 'NOT_CONFIGURED' ? (
            <Descriptions.Item span={2} label={t('adminSystem.redis.notConfigured')}>
              <Alert type="info" showIcon title={t('adminSystem.redis.notConfiguredHint')} />
            </Descriptions.Item>
          ) : (
            <Descriptions.Item label={t('adminSystem.redis.url')} span={2}>
              <code>{r.url}</code>
            </Descriptions.Item>
          )}
          {r.state === 'DOWN' && (
            <Descriptions.Item label={t('adminSystem.redis.error')} span={2}>
              {r.error}
            </Descriptions.Item>
          )}
          {r.state === 'UP' && (
            <>
              <Descriptions.Item label={t('adminSystem.redis.version')}>{r.version}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.mode')}>{r.mode}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.uptime')}>
                {formatDuration(t, r.uptimeSeconds)}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.memory')}>
                {formatBytes(r.usedMemoryBytes)}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.clients')}>{r.connectedClients}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.keys')}>{r.keys}</Descriptions.Item>
              <Descriptions.Item label={t('adminSystem.redis.ping')}>
                {t('adminSystem.units.ms', { value: r.pingMs })}
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
      )}
    </InfoCard>
  );
}
