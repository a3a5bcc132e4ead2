import { CHANGE_FIELD_LABELS, type ChangeSection } from '@srm/core/documents/supplierChange';
import { Descriptions, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/YNCheckbox.tsx';
import type { Row, SiteRow, SupplierProfile } from './types.ts';

type Props = {
  profile: SupplierProfile;
  /** Whether the inspect checkbox may be switched (an internal user holding Edit); the row's editFlag decides too. */
  canEditSites?: boolean;
  onInspectChange?: (site: SiteRow, value: 'Y' | 'N') => void;
  testId: string;
};

const text = (v: unknown) => (v == null || v === '' ? '—' : String(v));

/** The tabs of a supplier's information (base data, contacts, bank accounts, addresses, categories, sites, qualifications), read-only except the inspect flag. */
export function ProfileTabs({ profile, canEditSites = false, onInspectChange, testId }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = useLookup('SLC_SUPPLIER_STATUS');
  const emergency = useLookup('SLC_EMERGENCY');
  const qualType = useLookup('SLC_QUALIFICATION_TYPE');
  const review = useLookup('SLC_QUALIFICATION_REVIEW');
  const addressType = useLookup('SLC_ADDRESS_TYPE');

  const sectionColumns = (section: ChangeSection, render: Record<string, (v: unknown) => ReactNode> = {}) =>
    Object.entries(CHANGE_FIELD_LABELS[section]).map(([key, label]) => ({
      key,
      dataIndex: key,
      title: label[lang],
      render: render[key] ?? ((v: unknown) => text(v)),
    }));
  const table = (key: string, rowKey: string, columns: ColumnsType<Row>, rows: Row[]) => (
    <Table
      size="small"
      bordered
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('supplierInfo.noRows') }}
      data-testid={`${testId}-${key}`}
    />
  );

  const base = CHANGE_FIELD_LABELS.BASE;
  const items = [
    {
      key: 'base',
      label: t('supplierInfo.base'),
      children: (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid={`${testId}-base`}>
          <Descriptions.Item label={t('supplierInfo.supplierNum')}>{profile.supplierNum}</Descriptions.Item>
          <Descriptions.Item label={t('supplierInfo.supplierName')}>{profile.supplierName}</Descriptions.Item>
          <Descriptions.Item label={t('supplierInfo.supplierStatus')}>
            <Tag color="blue">{status.meaning(profile.supplierStatus)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierInfo.creditCode')}>{text(profile.creditCode)}</Descriptions.Item>
          {Object.entries(base).map(([key, label]) => (
            <Descriptions.Item key={key} label={label[lang]}>
              {text(profile[key])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ),
    },
    {
      key: 'contacts',
      label: t('supplierInfo.contacts'),
      children: table('contacts', 'contactId', sectionColumns('CONTACT'), profile.contacts),
    },
    {
      key: 'bank',
      label: t('supplierInfo.bankAccounts'),
      children: table('bank', 'bankAccountId', sectionColumns('BANK'), profile.bankAccounts),
    },
    {
      key: 'addresses',
      label: t('supplierInfo.addresses'),
      children: table(
        'addresses',
        'addressId',
        sectionColumns('ADDRESS', { addressType: (v) => addressType.meaning(v as string) }),
        profile.addresses,
      ),
    },
    {
      key: 'categories',
      label: t('supplierInfo.categories'),
      children: table(
        'categories',
        'supplierCategoryId',
        [
          { key: 'code', dataIndex: 'categoryCode', title: t('supplierInfo.categoryCode') },
          {
            key: 'name',
            dataIndex: 'categoryName',
            title: t('supplierInfo.categoryName'),
            render: (v, row) => text(lang === 'EN' ? (row.categoryNameEn ?? v) : v),
          },
          {
            key: 'status',
            dataIndex: 'categoryStatus',
            title: t('supplierInfo.categoryStatus'),
            render: (v) => status.meaning(v as string),
          },
        ],
        profile.categories,
      ),
    },
    {
      key: 'sites',
      label: t('supplierInfo.sites'),
      children: table(
        'sites',
        'siteId',
        [
          { key: 'siteName', dataIndex: 'siteName', title: t('supplierInfo.siteName') },
          {
            key: 'puName',
            dataIndex: 'puName',
            title: t('supplierInfo.puName'),
            render: (v, row) => text(lang === 'EN' ? (row.puNameEn ?? v) : v),
          },
          {
            key: 'ouName',
            dataIndex: 'ouName',
            title: t('supplierInfo.ouName'),
            render: (v, row) => text(lang === 'EN' ? (row.ouNameEn ?? v) : v),
          },
          {
            key: 'siteStatus',
            dataIndex: 'siteStatus',
            title: t('supplierInfo.siteStatus'),
            render: (v) => status.meaning(v as string),
          },
          {
            key: 'isEmergencySupplier',
            dataIndex: 'isEmergencySupplier',
            title: t('supplierInfo.isEmergencySupplier'),
            render: (v) => emergency.meaning(v as string),
          },
          {
            key: 'inspectFlag',
            dataIndex: 'inspectFlag',
            title: t('supplierInfo.inspectFlag'),
            render: (v, row) => {
              const site = row as SiteRow;
              return (
                <YNCheckbox
                  value={v as string}
                  // spec §5: editable only for internal users, and only when editFlag is Y
                  disabled={!canEditSites || site.editFlag !== 'Y'}
                  onChange={(value) => onInspectChange?.(site, value)}
                  data-testid={`${testId}-inspect-${site.siteName}`}
                  aria-label={t('supplierInfo.inspectFlag')}
                />
              );
            },
          },
        ],
        profile.sites,
      ),
    },
    {
      key: 'qualifications',
      label: t('supplierInfo.qualifications'),
      children: table(
        'qualifications',
        'qualificationId',
        [
          ...sectionColumns('QUALIFICATION', {
            qualificationType: (v) => qualType.meaning(v as string),
            longTermFlag: (v) => (v === 'Y' ? t('supplierInfo.longTerm') : '—'),
          }),
          {
            key: 'reviewStatus',
            dataIndex: 'reviewStatus',
            title: t('supplierInfo.reviewStatus'),
            render: (v) => review.meaning(v as string),
          },
        ],
        profile.qualifications,
      ),
    },
  ];
  return <Tabs items={items} data-testid={`${testId}-tabs`} />;
}
