import { isSupplierUserType, USER_TYPE_INSIDE } from '@srm/core/constants/identity';
import { responsibilityList } from '@srm/core/masters/access';
import { Form, Input, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig, RowButton } from '../../../components/DataTable/index.ts';
import { declaredProps } from '../../../components/MasterList/declaredProps.ts';
import { MasterScreen } from '../../../components/MasterList/MasterScreen.tsx';
import type { RespRow } from './api.ts';
import { RespGrantDrawer } from './RespGrantDrawer.tsx';
import { RESP_DEFAULTS, ResponsibilityFormItems, type RespValues } from './ResponsibilityFormModal.tsx';

/**
 * Administration → Responsibilities (htmlUrl 'resp' / 'responsibility'), declared in
 * packages/core/src/masters/access.ts: the responsibilities with filters, add and edit on the master-list
 * screen, and the drawer that grants a responsibility its menus and buttons.
 */
export default function ResponsibilityScreen() {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<RespRow | null>(null);

  const columns = useMemo<ColumnConfig<RespRow>[]>(
    () => [
      { key: 'responsibilityCode', title: t('adminResp.code'), width: 150, fixedStyle: 'left' },
      { key: 'responsibilityName', title: t('adminResp.nameCn'), width: 160 },
      { key: 'responsibilityNameEn', title: t('adminResp.nameEn'), width: 180 },
      { key: 'systemCode', title: t('adminResp.systemCode'), width: 100 },
      {
        key: 'userType',
        title: t('adminResp.userType'),
        width: 130,
        // The export writes the server's words for it (the tag is the screen's own).
        displayKey: 'userTypeTitle',
        render: (value) =>
          isSupplierUserType(String(value)) ? (
            <Tag color="orange">{t('adminResp.supplier')}</Tag>
          ) : (
            <Tag color="blue">{t('adminResp.inside')}</Tag>
          ),
      },
      {
        key: 'dataScope',
        title: t('adminResp.dataScope'),
        width: 170,
        displayKey: 'dataScopeTitle',
        render: (value) => (value ? t(`adminResp.scope${value as 'PERMITTED' | 'OWN_ORG' | 'ALL'}`) : ''),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton<RespRow>[]>(
    () => [{ key: 'grant', label: t('adminResp.grant'), resourceCode: 'btnGrant', onClick: setGranting }],
    [t],
  );

  return (
    <MasterScreen<RespRow, RespValues>
      testId="resp"
      {...declaredProps<RespRow>(responsibilityList)}
      title={t('adminResp.title')}
      columns={columns}
      noKeyword
      filters={
        <>
          <Form.Item name="responsibilityCode" label={t('adminResp.code')}>
            <Input allowClear style={{ width: 160 }} data-testid="resp-filter-code" />
          </Form.Item>
          <Form.Item name="responsibilityName" label={t('adminResp.name')}>
            <Input allowClear style={{ width: 160 }} data-testid="resp-filter-name" />
          </Form.Item>
          <Form.Item name="userType" label={t('adminResp.userType')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={[
                { value: USER_TYPE_INSIDE, label: t('adminResp.inside') },
                { value: 'EX', label: t('adminResp.supplier') },
              ]}
              data-testid="resp-filter-user-type"
            />
          </Form.Item>
        </>
      }
      formTitle={(row) => (row ? t('adminResp.editTitle') : t('adminResp.addTitle'))}
      initialValues={(row) =>
        row
          ? {
              responsibilityCode: row.responsibilityCode,
              responsibilityName: row.responsibilityName,
              responsibilityNameEn: row.responsibilityNameEn ?? '',
              systemCode: row.systemCode,
              userType: row.userType,
              dataScope: row.dataScope,
              enabledFlag: row.enabledFlag,
            }
          : RESP_DEFAULTS
      }
      form={(row) => <ResponsibilityFormItems editing={row} />}
      rowButtons={rowButtons}
    >
      {(reload) =>
        granting && (
          <RespGrantDrawer
            key={granting.responsibilityId}
            resp={granting}
            onClosed={() => setGranting(null)}
            onSaved={reload}
          />
        )
      }
    </MasterScreen>
  );
}
