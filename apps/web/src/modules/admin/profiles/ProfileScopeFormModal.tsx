import { Form, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { PROFILE_API, type ProfileOverride, type ProfileRow } from './api.ts';
import { ProfileValueInput, profileValueRules } from './ProfileValueInput.tsx';
import { ScopeTargetSelect, targetLabel } from './ScopeTargetSelect.tsx';

type ScopeForm = { scopeType: 'ORG' | 'USER'; scopeId: number | null; profileValue: string };

/** Adds an organisation or user value of a profile, or changes one (`override`). */
export function ProfileScopeFormModal({
  open,
  profile,
  override,
  onClose,
  onSaved,
}: {
  open: boolean;
  profile: ProfileRow;
  override: ProfileOverride | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const allowed = profile.scopes.filter((scope): scope is 'ORG' | 'USER' => scope !== 'SYSTEM');
  const initialValues = useMemo<Partial<ScopeForm>>(
    () =>
      override
        ? { scopeType: override.scopeType, scopeId: override.scopeId, profileValue: override.profileValue }
        : {
            scopeType: profile.scopes.includes('USER') ? 'USER' : 'ORG',
            scopeId: null,
            profileValue: profile.systemValue,
          },
    [override, profile],
  );
  const current = useMemo(
    () =>
      override
        ? {
            value: override.scopeId,
            label: targetLabel(lang, override.scopeType, {
              scopeCode: override.scopeCode ?? '',
              scopeName: override.scopeName ?? String(override.scopeId),
              scopeNameEn: override.scopeNameEn,
            }),
          }
        : undefined,
    [override, lang],
  );
  const name = override ? (current?.label ?? '') : '';

  return (
    <FormModal<ScopeForm>
      open={open}
      title={override ? t('adminProfile.editScope', { name }) : t('adminProfile.addScope')}
      initialValues={initialValues}
      testId="profile-scope-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(PROFILE_API.save, {
          profileCode: profile.profileCode,
          scopeType: values.scopeType,
          scopeId: values.scopeId,
          profileValue: values.profileValue,
          ...(override ? { version: override.version } : {}),
        });
        onSaved();
      }}
    >
      {(form) => (
        <>
          <Form.Item name="scopeType" label={t('adminProfile.scopeType')}>
            <Radio.Group
              disabled={!!override}
              onChange={() => form.setFieldValue('scopeId', null)}
              options={allowed.map((scope) => ({ value: scope, label: t(`adminProfile.scope.${scope}`) }))}
              data-testid="profile-scope-type"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['scopeType']}>
            {() => {
              const scopeType = (form.getFieldValue('scopeType') as 'ORG' | 'USER' | undefined) ?? 'USER';
              return (
                <Form.Item
                  name="scopeId"
                  label={scopeType === 'ORG' ? t('adminProfile.scopeTargetOrg') : t('adminProfile.scopeTargetUser')}
                  rules={[{ required: true, message: t('adminProfile.chooseTarget') }]}
                >
                  <ScopeTargetSelect scopeType={scopeType} current={current} disabled={!!override} />
                </Form.Item>
              );
            }}
          </Form.Item>
          <Form.Item
            name="profileValue"
            label={t('adminProfile.value')}
            rules={profileValueRules(profile.valueType, profile.profileCode, t)}
          >
            <ProfileValueInput
              valueType={profile.valueType}
              profileCode={profile.profileCode}
              data-testid="profile-scope-value"
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
