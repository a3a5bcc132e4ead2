import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';

/** A demo screen: the current user, responsibility, menu and its button resources. */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  const { userInfo, responsibility } = useSession();
  const screen = useScreen();
  const { resources, isLoading } = useMenuResources();
  const lang = useLang();
  const languages = useLookup('SYSTEM_LANGUAGE');
  return (
    <Card title={screen?.title ?? t('welcomeScreen.title')} data-testid="screen-home-welcome">
      <Typography.Paragraph type="secondary">{t('welcomeScreen.intro')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'user',
            label: t('welcomeScreen.user'),
            children: (
              <span data-testid="welcome-user">
                {userInfo?.userFullName || userInfo?.userName} ({userInfo?.userName})
              </span>
            ),
          },
          {
            key: 'type',
            label: t('welcomeScreen.userType'),
            children: `${userInfo?.userType ?? ''} · ${isSupplier(userInfo) ? t('shell.supplierUser') : t('shell.internalUser')}`,
          },
          {
            key: 'resp',
            label: t('welcomeScreen.responsibility'),
            children: (
              <span data-testid="welcome-responsibility">
                {responsibility ? `${responsibility.responsibilityName} (${responsibility.responsibilityCode})` : '—'}
              </span>
            ),
          },
          {
            key: 'menu',
            label: t('welcomeScreen.menu'),
            children: screen?.menu ? `${screen.menu.menuName} (${screen.menu.menuCode})` : (screen?.htmlUrl ?? '—'),
          },
          {
            key: 'language',
            label: t('welcomeScreen.language'),
            children: (
              <span data-testid="welcome-language">
                {languages.isLoading ? t('app.loading') : languages.meaning(lang)}
              </span>
            ),
          },
          {
            key: 'resources',
            label: t('welcomeScreen.resources'),
            children: isLoading ? (
              t('app.loading')
            ) : resources.length === 0 ? (
              t('welcomeScreen.none')
            ) : (
              <Space size={[4, 4]} wrap>
                {resources.map((r) => (
                  <Tag key={r.resourceCode}>{`${r.resourceName} · ${r.resourceCode}`}</Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
