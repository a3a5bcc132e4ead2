import {
  ApartmentOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { isSupplier, useSession } from '../auth/session.ts';
import { HeaderBadges } from '../realtime/HeaderBadges.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';

type Props = {
  collapsed: boolean;
  onToggle: () => void;
  switching: boolean;
  onSwitchResponsibility: (responsibilityId: number) => void;
  onLogout: () => void;
};

/** The shell's header: menu toggle, product name, responsibility switcher, language and user menu. */
export function HeaderBar({ collapsed, onToggle, switching, onSwitchResponsibility, onLogout }: Props) {
  const { t } = useTranslation();
  const { userInfo, responsibility } = useSession();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { modal } = App.useApp();
  // Logging out closes every open tab, so ask first. The buttons keep antd's own locale texts.
  const confirmLogout = () => modal.confirm({ title: t('shell.logoutConfirm'), onOk: onLogout });
  const responsibilities = userInfo?.responsibilities ?? [];
  const displayName = userInfo?.userFullName || userInfo?.userName || '';

  return (
    <header className="srm-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        data-testid="menu-toggle"
      />
      <Typography.Text strong className="srm-header-title" data-testid="header-product-name">
        {t('app.productName')}
      </Typography.Text>
      <div style={{ flex: 1 }} />
      <Space size={12} align="center" className="srm-header-actions">
        <HeaderBadges supplier={isSupplier(userInfo)} />
        <Select<number>
          className="srm-resp-switcher"
          value={responsibility?.responsibilityId}
          placeholder={t('shell.switchResp')}
          loading={switching}
          disabled={switching || responsibilities.length === 0}
          // onSelect, not onChange: picking the current one again is how a user reloads its grants.
          onSelect={onSwitchResponsibility}
          prefix={<ApartmentOutlined />}
          popupMatchSelectWidth={false}
          options={responsibilities.map((r) => ({
            value: r.responsibilityId,
            label: <span data-testid={`resp-option-${r.responsibilityCode}`}>{r.responsibilityName}</span>,
            title: `${r.responsibilityName} (${r.responsibilityCode})`,
          }))}
          aria-label={t('shell.responsibility')}
          data-testid="resp-switcher"
        />
        <LanguageSwitch size="small" />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'password',
                icon: <KeyOutlined />,
                label: <span data-testid="user-menu-change-password">{t('shell.changePassword')}</span>,
              },
              { type: 'divider' },
              {
                key: 'logout',
                icon: <LogoutOutlined />,
                danger: true,
                label: <span data-testid="logout">{t('shell.logout')}</span>,
              },
            ],
            onClick: ({ key }) => (key === 'logout' ? confirmLogout() : setPasswordOpen(true)),
          }}
        >
          <Button type="text" className="srm-user-button" aria-label={t('shell.userMenu')} data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
            <span className="srm-user-name">
              {displayName}
              {isSupplier(userInfo) && userInfo?.supplierName ? ` · ${userInfo.supplierName}` : ''}
            </span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Space>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </header>
  );
}
