import { Button, Drawer, Popconfirm, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { Attachments } from '../../../components/Attachments/index.ts';
import { REGISTRATION_API, type RegistrationView } from './api.ts';
import { RegistrationSummary } from './RegistrationSummary.tsx';

/** The buyer's view of one registration: what was submitted, its files, and the decisions still open. */
export function RegistrationDetail({
  id,
  onClose,
  onApprove,
  onDecide,
}: {
  id: number;
  onClose: () => void;
  onApprove: (row: RegistrationView) => Promise<void>;
  onDecide: (row: RegistrationView, kind: 'return' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<RegistrationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    post<RegistrationView>(REGISTRATION_API.findById, { id })
      .then(setView)
      .catch((e) => setError(errorText(e)));
  }, [id]);
  const licence = view?.form?.licenceFileIds?.join(',') ?? '';
  const others = view?.form?.otherFileIds?.join(',') ?? '';
  const open = view?._actions ?? [];
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={view ? t('registration.detailTitle', { number: view.registrationNumber }) : ''}
      data-testid="reg-detail"
      extra={
        view && open.length > 0 ? (
          <Space>
            <Popconfirm title={t('registration.approveConfirm')} onConfirm={() => onApprove(view)}>
              <Button type="primary" data-testid="reg-detail-approve">
                {t('registration.approve')}
              </Button>
            </Popconfirm>
            <Button onClick={() => onDecide(view, 'return')} data-testid="reg-detail-return">
              {t('registration.return')}
            </Button>
            <Button danger onClick={() => onDecide(view, 'reject')} data-testid="reg-detail-reject">
              {t('registration.reject')}
            </Button>
          </Space>
        ) : null
      }
    >
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      {!view && !error && <Spin />}
      {view && (
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <RegistrationSummary view={view} />
          <Attachments ids={licence} readOnly checkPermission={false} title={t('registration.licence')} />
          {others && <Attachments ids={others} readOnly checkPermission={false} title={t('registration.otherFiles')} />}
        </Space>
      )}
    </Drawer>
  );
}
