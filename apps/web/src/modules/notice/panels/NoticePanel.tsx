import { formatDate } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../../app/api/client.ts';
import { useSession } from '../../../app/auth/session.ts';
import { API, type NoticeSummary, screenPath } from '../api.ts';
import { UnreadTitle } from '../common.tsx';

export type NoticePanelProps = {
  title: string;
  /** Notice types shown together (spec §9 groups), e.g. ['TENDER_ANN', 'BIDDING_ANN']. */
  types: string[];
  /** 5 for internal users, 10 for suppliers (spec §9). */
  pageRows: number;
  /** Responsibility GZJTMDY: no data load, no navigation. */
  disabled?: boolean;
};

/** A home card of the newest notices of some types: unread in bold, a click opens it, "more" opens them all. */
export function NoticePanel({ title, types, pageRows, disabled }: NoticePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const typeList = types.join(',');
  // The call of spec §7: userId with orgId (internal) or supplierId; the server reads who asks from the session.
  const who =
    userInfo?.supplierId != null
      ? { userId: userInfo.userId, supplierId: userInfo.supplierId }
      : { userId: userInfo?.userId, orgId: userInfo?.orgId ?? undefined };
  const query = useQuery({
    queryKey: ['noticeSummary', typeList, pageRows],
    queryFn: () => post<NoticeSummary[]>(API.summary, { pageIndex: 1, pageRows, ...who, noticeType: typeList }),
    enabled: !disabled,
  });
  const testId = `notice-panel-${types[0] ?? 'all'}`;
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      data-disabled={disabled ? 'true' : 'false'}
      style={disabled ? { opacity: 0.55 } : undefined}
      extra={
        disabled ? (
          <Typography.Text type="secondary">{t('notice.more')}</Typography.Text>
        ) : (
          <Typography.Link
            data-testid={`${testId}-more`}
            onClick={() => void navigate(screenPath('notice/noticeMore', { types: typeList }))}
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
        <List<NoticeSummary>
          size="small"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
          renderItem={(n) => (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                  {formatDate(n.creationDate)}
                </Typography.Text>
              }
            >
              <Typography.Link
                ellipsis
                style={{ maxWidth: '100%' }}
                data-testid={`notice-item-${n.noticeId}`}
                onClick={() => void navigate(screenPath('noticeDesc', { id: n.noticeId }))}
              >
                <UnreadTitle text={n.noticeTitle} unread={n.selfCount === 0} top={n.topFlag === 'Y'} />
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
