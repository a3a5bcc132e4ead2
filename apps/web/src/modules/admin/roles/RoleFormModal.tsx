import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { RESPONSIBILITIES_API, type RoleResponsibility } from './api.ts';

export type RoleValues = {
  roleCode: string;
  roleName: string;
  roleNameEn?: string;
  description?: string;
  enabledFlag: 'Y' | 'N';
  responsibilityIds: number[];
};

/**
 * The items of the role form (the master-list screen's form, RoleScreen): code, names in both languages,
 * the responsibilities it groups, description; the enabled box is the screen's.
 */
export function RoleFormItems() {
  const { t } = useTranslation();
  const lang = useLang();
  const responsibilities = useQuery({
    queryKey: ['roleForm.responsibilities'],
    queryFn: () => post<RoleResponsibility[]>(RESPONSIBILITIES_API, { pageIndex: 1, pageRows: 500 }),
    staleTime: 30_000,
  });
  const options = useMemo(
    () =>
      (responsibilities.data ?? []).map((r) => ({
        value: r.responsibilityId,
        label: `${r.responsibilityCode} ${lang === 'EN' && r.responsibilityNameEn ? r.responsibilityNameEn : r.responsibilityName}`,
      })),
    [responsibilities.data, lang],
  );
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('adminCommon.required', { field }),
  });
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Form.Item
          name="roleCode"
          label={t('adminRole.roleCode')}
          extra={t('adminRole.codeHint')}
          rules={[required(t('adminRole.roleCode')), { max: 64 }]}
        >
          <Input maxLength={64} autoComplete="off" data-testid="role-form-code" />
        </Form.Item>
        <Form.Item
          name="roleName"
          label={t('adminRole.roleName')}
          rules={[required(t('adminRole.roleName')), { max: 128 }]}
        >
          <Input maxLength={128} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="roleNameEn" label={t('adminRole.roleNameEn')} rules={[{ max: 128 }]}>
          <Input maxLength={128} data-testid="role-form-name-en" />
        </Form.Item>
        <Form.Item
          name="responsibilityIds"
          label={t('adminRole.responsibilities')}
          style={{ gridColumn: '1 / span 2' }}
        >
          <Select
            mode="multiple"
            options={options}
            loading={responsibilities.isLoading}
            placeholder={t('adminRole.respPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="role-form-responsibilities"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('adminRole.description')}
          rules={[{ max: 512 }]}
          style={{ gridColumn: '1 / span 2' }}
        >
          <Input.TextArea rows={2} maxLength={512} data-testid="role-form-description" />
        </Form.Item>
      </div>
      <Alert type="info" showIcon title={t('adminRole.respHint')} style={{ marginBottom: 12 }} />
    </>
  );
}
