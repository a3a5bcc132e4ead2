import { KeyOutlined } from '@ant-design/icons';
import { formatDateTime } from '@srm/core/dates/date-format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { isSupplier, useSession } from '../../../app/auth/session.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { ChangePasswordModal } from '../../../app/layout/ChangePasswordModal.tsx';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';

const MINE_API = '/api/baseServer/v1/baseAccountRestful/findMine';
const LOGINS_API = '/api/baseServer/v1/baseAccountRestful/listMyLogins';

type Account = {
  userName: string;
  userFullName: string;
  userType: string;
  email: string | null;
  phone: string | null;
  orgName: string | null;
  departmentName: string | null;
  supplierNumber: string | null;
  supplierName: string | null;
  responsibilities: { responsibilityId: number; responsibilityName: string; current: boolean }[];
  passwordChangedAt: string | null;
};

/**
 * "My account" (menu MY_ACCOUNT, every user's first menu): the signed-in user's profile as the server has it
 * (name, login, e-mail, phone, organisation and department or supplier, responsibilities held), the
 * password (change), the interface language and its own login history.
 */
export default function MyAccountScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { userInfo } = useSession();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const account = useQuery({ queryKey: ['myAccount', lang], queryFn: () => post<Account>(MINE_API, {}) });
  const none = t('account.none');
  const a = account.data;
  const supplier = isSupplier(userInfo);

  const profile = a
    ? [
        { key: 'fullName', label: t('account.fullName'), children: a.userFullName },
        { key: 'userName', label: t('account.userName'), children: a.userName },
        { key: 'email', label: t('account.email'), children: a.email || none },
        { key: 'phone', label: t('account.phone'), children: a.phone || none },
        {
          key: 'userType',
          label: t('account.userType'),
          children: supplier ? t('shell.supplierUser') : t('shell.internalUser'),
        },
        ...(supplier
          ? [
              {
                key: 'supplier',
                label: t('account.supplier'),
                children: a.supplierName ? `${a.supplierName} (${a.supplierNumber})` : none,
              },
            ]
          : [
              { key: 'org', label: t('account.organisation'), children: a.orgName || none },
              { key: 'department', label: t('account.department'), children: a.departmentName || none },
            ]),
        {
          key: 'responsibilities',
          label: t('account.responsibilities'),
          span: 2,
          children: (
            <Space size={[4, 4]} wrap>
              {a.responsibilities.map((r) => (
                <Tag key={r.responsibilityId} color={r.current ? 'blue' : undefined}>
                  {r.current ? `${r.responsibilityName} · ${t('account.current')}` : r.responsibilityName}
                </Tag>
              ))}
            </Space>
          ),
        },
      ].map((item) => ({ ...item, children: <span data-testid={`account-${item.key}`}>{item.children}</span> }))
    : [];

  const loginColumns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'loginDate', title: t('account.loginTime'), editType: 'datetime', width: 200 },
      { key: 'ip', title: t('account.ip'), width: 200 },
    ],
    [t],
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="screen-my-account">
      <Card title={t('account.profile')}>
        {account.isError ? (
          <Alert type="error" showIcon message={t('account.loadFailed')} description={errorText(account.error)} />
        ) : a ? (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={profile} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      <Card title={t('account.security')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'password',
              label: t('account.passwordChangedAt'),
              children: (
                <Space wrap>
                  <span data-testid="account-password-changed">
                    {a?.passwordChangedAt ? formatDateTime(a.passwordChangedAt) : t('account.neverChanged')}
                  </span>
                  <Button
                    size="small"
                    icon={<KeyOutlined />}
                    onClick={() => setPasswordOpen(true)}
                    data-testid="account-change-password"
                  >
                    {t('account.changePassword')}
                  </Button>
                </Space>
              ),
            },
            { key: 'language', label: t('account.language'), children: <LanguageSwitch size="small" /> },
          ]}
        />
      </Card>
      <Card title={t('account.logins')} data-testid="account-logins">
        <DataTable api={LOGINS_API} columns={loginColumns} tableKey="home.myLogins" />
      </Card>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Space>
  );
}
