import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session.ts';
import { QualificationWarning } from './QualificationWarning.tsx';

/** The supplier home (spec §1): a greeting with the supplier name; the lists come with their issues. */
export function SupplierHome() {
  const { t } = useTranslation();
  const { userInfo, responsibility } = useSession();
  const name = userInfo?.supplierName || userInfo?.userFullName || userInfo?.userName || '';
  return (
    <>
      <Card data-testid="home-supplier">
        <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="home-welcome">
          {t('home.supplierWelcome', { name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('home.supplierIntro')}</Typography.Paragraph>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'supplier', label: t('home.supplier'), children: userInfo?.supplierName || '—' },
            { key: 'user', label: t('home.userName'), children: userInfo?.userFullName || userInfo?.userName },
            { key: 'resp', label: t('home.currentResp'), children: responsibility?.responsibilityName ?? '—' },
          ]}
        />
      </Card>
      <QualificationWarning />
    </>
  );
}
