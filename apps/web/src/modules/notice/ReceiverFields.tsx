import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIENCES } from './api.ts';
import { OrgMultiSelect, SupplierGroupMultiSelect, SupplierMultiSelect, UserMultiSelect } from './common.tsx';

/**
 * Who receives a notice or notification: an audience (everyone, all internal users, all suppliers, or only
 * the chosen ones) and the pickers it needs — suppliers and groups narrow "all suppliers"; CHOSEN names
 * organisations, suppliers, supplier groups (and users, for notifications). The server decides who reads.
 */
export function ReceiverFields({ withUsers = false }: { withUsers?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="audience"
        label={t('notice.audience')}
        rules={[{ required: true, message: t('notice.audienceRequired') }]}
      >
        <Select
          style={{ width: 260 }}
          data-testid="notice-audience"
          options={AUDIENCES.map((a) => ({ value: a, label: t(`notice.audience${a}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['audience']}>
        {({ getFieldValue }) => {
          const audience = getFieldValue('audience');
          const chosen = audience === 'CHOSEN';
          if (!chosen && audience !== 'SUPPLIER') return null;
          return (
            <>
              {chosen && (
                <Form.Item name="orgIds" label={t('notice.orgs')} extra={t('notice.orgsHint')}>
                  <OrgMultiSelect />
                </Form.Item>
              )}
              <Form.Item
                name="supplierIds"
                label={t('notice.suppliers')}
                extra={chosen ? undefined : t('notice.suppliersHint')}
              >
                <SupplierMultiSelect />
              </Form.Item>
              <Form.Item name="groupIds" label={t('notice.groups')}>
                <SupplierGroupMultiSelect />
              </Form.Item>
              {chosen && withUsers && (
                <Form.Item name="userIds" label={t('notice.users')}>
                  <UserMultiSelect />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
    </>
  );
}
