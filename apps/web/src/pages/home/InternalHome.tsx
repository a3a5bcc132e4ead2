import { Card, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session.ts';

/** The internal home (spec §1). To-dos, notices, guides and charts come with their own issues. */
export function InternalHome() {
  const { t } = useTranslation();
  const { userInfo, responsibility } = useSession();
  const name = userInfo?.userFullName || userInfo?.userName || '';
  return (
    <Card data-testid="home-internal">
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="home-welcome">
        {t('home.welcome', { name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.internalIntro')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'user', label: t('home.userName'), children: userInfo?.userName },
          { key: 'resp', label: t('home.currentResp'), children: responsibility?.responsibilityName ?? '—' },
          { key: 'org', label: t('home.org'), children: userInfo?.orgNumber || '—' },
          { key: 'today', label: t('home.today'), children: dayjs().format('YYYY-MM-DD') },
        ]}
      />
    </Card>
  );
}
