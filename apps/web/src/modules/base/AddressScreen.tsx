import { Form, Input, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { YNCheckbox } from '../../components/YNCheckbox/index.ts';
import { ENTITY, type MasterRow, type YN } from './api.ts';
import { DistrictCascader } from './DistrictCascader.tsx';
import { ORG_OPTIONS_API, type OrgOption, orgOption, useOptions } from './useOptions.ts';

type AddressRow = MasterRow & {
  addressId: number;
  orgId: number;
  orgName: string | null;
  addressType: 'RECEIVE' | 'PICKUP';
  districtCode: string;
  districtName: string | null;
  detailAddress: string;
  contactName: string;
  contactPhone: string;
  defaultFlag: YN;
};
type AddressValues = Omit<AddressRow, 'addressId' | 'version' | 'orgName' | 'districtName' | 'title'>;

function OrgSelect(props: { value?: number; onChange?: (v: number) => void }) {
  const orgs = useOptions<OrgOption>(ORG_OPTIONS_API, orgOption);
  return (
    <Select {...props} showSearch={{ optionFilterProp: 'label' }} options={orgs.options} loading={orgs.isLoading} />
  );
}

/** Base data → Receiving and pick-up addresses (htmlUrl harvestAddressList): one default per organisation and type. */
export default function AddressScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<AddressRow>[]>(
    () => [
      { key: 'orgName', title: t('baseData.address.org'), width: 150 },
      {
        key: 'addressType',
        title: t('baseData.address.type'),
        width: 100,
        editType: 'select',
        typeCode: 'BASE_ADDRESS_TYPE',
      },
      { key: 'districtName', title: t('baseData.address.district'), width: 200 },
      { key: 'detailAddress', title: t('baseData.address.detail'), width: 240 },
      { key: 'contactName', title: t('baseData.address.contact'), width: 100 },
      { key: 'contactPhone', title: t('baseData.address.phone'), width: 130 },
      {
        key: 'defaultFlag',
        title: t('baseData.address.isDefault'),
        width: 80,
        render: (v) => (v === 'Y' ? <Tag color="blue">{t('adminCommon.yes')}</Tag> : null),
      },
    ],
    [t],
  );
  const required = (field: string) => [{ required: true, message: t('adminCommon.required', { field }) }];
  return (
    <MasterScreen<AddressRow, AddressValues>
      testId="address"
      entity={ENTITY.address}
      idKey="addressId"
      title={t('baseData.address.title')}
      importWhat={t('baseData.address.title')}
      importHint={t('baseData.address.importHint')}
      columns={columns}
      filters={
        <Form.Item name="addressType" label={t('baseData.address.type')}>
          <LookupSelect typeCode="BASE_ADDRESS_TYPE" style={{ width: 120 }} />
        </Form.Item>
      }
      formTitle={(row) => (row ? t('baseData.address.editTitle') : t('baseData.address.addTitle'))}
      initialValues={(row) => (row ? { ...row } : { addressType: 'RECEIVE', defaultFlag: 'N', enabledFlag: 'Y' })}
      form={() => (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item name="orgId" label={t('baseData.address.org')} rules={required(t('baseData.address.org'))}>
            <OrgSelect />
          </Form.Item>
          <Form.Item name="addressType" label={t('baseData.address.type')} rules={required(t('baseData.address.type'))}>
            <LookupSelect typeCode="BASE_ADDRESS_TYPE" />
          </Form.Item>
          <Form.Item
            name="districtCode"
            label={t('baseData.address.district')}
            rules={required(t('baseData.address.district'))}
            style={{ gridColumn: '1 / span 2' }}
          >
            <DistrictCascader data-testid="address-form-district" />
          </Form.Item>
          <Form.Item
            name="detailAddress"
            label={t('baseData.address.detail')}
            rules={required(t('baseData.address.detail'))}
            style={{ gridColumn: '1 / span 2' }}
          >
            <Input maxLength={240} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('baseData.address.contact')}
            rules={required(t('baseData.address.contact'))}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('baseData.address.phone')}
            rules={required(t('baseData.address.phone'))}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="defaultFlag" label={t('baseData.address.isDefault')}>
            <YNCheckbox>{t('baseData.address.isDefault')}</YNCheckbox>
          </Form.Item>
        </div>
      )}
    />
  );
}
