import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus, RegistrationView } from './api.ts';

const COLORS: Record<RegistrationStatus, string> = {
  DRAFT: 'default',
  SUBMITTED: 'processing',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

export function StatusTag({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="reg-status">
      {t(`registration.status${status}`)}
    </Tag>
  );
}

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('sv-SE').slice(0, 19) : '');

/** What was submitted, as read-only fields: the applicant's pending page and the buyer's detail share it. */
export function RegistrationSummary({ view }: { view: RegistrationView }) {
  const { t } = useTranslation();
  const f = view.form;
  const contact = f?.contacts?.[0];
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="reg-summary">
      <Descriptions.Item label={t('registration.registrationNumber')}>{view.registrationNumber}</Descriptions.Item>
      <Descriptions.Item label={t('registration.status')}>
        <StatusTag status={view.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('registration.supplierName')}>{view.supplierName}</Descriptions.Item>
      <Descriptions.Item label={t('registration.creditCode')}>{view.creditCode}</Descriptions.Item>
      <Descriptions.Item label={t('registration.legalPerson')}>{f?.legalPerson}</Descriptions.Item>
      <Descriptions.Item label={t('registration.registeredCapital')}>{f?.registeredCapital}</Descriptions.Item>
      <Descriptions.Item label={t('registration.district')}>{view.districtName ?? f?.districtCode}</Descriptions.Item>
      <Descriptions.Item label={t('registration.registeredAddress')}>{f?.registeredAddress}</Descriptions.Item>
      <Descriptions.Item label={t('registration.sectionContacts')}>
        {contact ? `${contact.contactName} ${contact.mobile}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('registration.sectionBank')}>
        {f?.bank ? `${f.bank.bankName} ${f.bank.accountNumber}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('registration.applicantEmail')}>{view.applicantEmail}</Descriptions.Item>
      <Descriptions.Item label={t('registration.submittedAt')}>{when(view.submittedAt)}</Descriptions.Item>
      {view.decisionReason && (view.status === 'RETURNED' || view.status === 'REJECTED') && (
        <Descriptions.Item label={t('registration.reason')} span={2}>
          <span data-testid="reg-reason">{view.decisionReason}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
