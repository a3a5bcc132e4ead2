import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../../app/api/client.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { ProfileTabs } from './ProfileTabs.tsx';
import { INFO_API, type SupplierProfile } from './types.ts';

/**
 * "My company information" of a supplier user: its own supplier, read-only. Changes go through a change
 * request ("Request a change"); while one is open its state is shown here.
 */
export default function MyCompanyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const docStatus = useLookup('DOC_STATUS');
  const found = useQuery({
    queryKey: ['supplierInfoMine'],
    queryFn: () => post<SupplierProfile>(`${INFO_API}/findMine`, {}),
  });
  if (found.isLoading) return <Spin />;
  if (found.isError || !found.data) return <Alert type="error" title={errorText(found.error)} />;
  const profile = found.data;
  const open = profile.openChange;
  return (
    <div data-testid="screen-my-company">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {profile.supplierName}
          </Typography.Title>
          <Typography.Text type="secondary">{profile.supplierNum}</Typography.Text>
        </Space>
        <Button
          type="primary"
          disabled={open?.status === 'APPROVING'}
          onClick={() =>
            void navigate(
              open && open.status !== 'APPROVING'
                ? `/main/changeInfoEdit?id=${open.changeId}&mode=edit`
                : '/main/changeInfoEdit?mode=new',
            )
          }
          data-testid="my-company-request-change"
        >
          {t('supplierInfo.requestChange')}
        </Button>
      </Space>
      {open && (
        <Alert
          type={open.status === 'REJECTED' ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="my-company-open-change"
          title={t('supplierInfo.openChange', { number: open.changeNumber, status: docStatus.meaning(open.status) })}
          action={
            <Button size="small" onClick={() => void navigate(`/main/changeInfoEdit?id=${open.changeId}&mode=view`)}>
              {t('supplierInfo.openChangeLink')}
            </Button>
          }
        />
      )}
      <ProfileTabs profile={profile} testId="my-company" />
    </div>
  );
}
