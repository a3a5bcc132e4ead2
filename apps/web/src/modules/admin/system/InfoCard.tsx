import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card around one system-information call: loading, the failure in words, a refresh button. */
export function InfoCard<T>({
  title,
  query,
  children,
  testId,
}: {
  title: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      data-testid={testId}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => query.refetch()} loading={query.isFetching}>
          {t('adminSystem.refresh')}
        </Button>
      }
    >
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('adminSystem.loadFailed', { message: query.error.message })} />
      ) : (
        <>
          {children(query.data)}
          <div className="system-info-checked">
            {t('adminSystem.checkedAt', { time: dayjs(query.dataUpdatedAt).format('YYYY-MM-DD HH:mm:ss') })}
          </div>
        </>
      )}
    </Card>
  );
}
