import { Descriptions, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { PROFILE_API, type ProfileRow } from './api.ts';
import { ProfileValueInput, ProfileValueText, profileValueRules } from './ProfileValueInput.tsx';
import { profileDescription } from './profileText.ts';

/** Changes the system value of a profile; the editor follows the profile's value type. */
export function ProfileFormModal({
  profile,
  onClose,
  onSaved,
}: {
  profile: ProfileRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const initialValues = useMemo(() => (profile ? { profileValue: profile.systemValue } : undefined), [profile]);
  if (!profile) return null;
  const name = lang === 'EN' ? profile.profileNameEn : profile.profileName;
  return (
    <FormModal<{ profileValue: string }>
      open
      title={t('adminProfile.editTitle', { name })}
      initialValues={initialValues}
      testId="profile-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(PROFILE_API.save, {
          profileCode: profile.profileCode,
          scopeType: 'SYSTEM',
          profileValue: values.profileValue,
          ...(profile.systemVersion !== null ? { version: profile.systemVersion } : {}),
        });
        onSaved();
      }}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'code', label: t('adminProfile.code'), children: profile.profileCode },
          { key: 'desc', label: t('adminProfile.description'), children: profileDescription(t, profile.profileCode) },
          {
            key: 'default',
            label: t('adminProfile.defaultValue'),
            children: <ProfileValueText valueType={profile.valueType} value={profile.defaultValue} />,
          },
        ]}
      />
      <Form.Item
        name="profileValue"
        label={t('adminProfile.valueLabel')}
        rules={profileValueRules(profile.valueType, profile.profileCode, t)}
        extra={t(`adminProfile.type.${profile.valueType}`)}
      >
        <ProfileValueInput valueType={profile.valueType} profileCode={profile.profileCode} />
      </Form.Item>
    </FormModal>
  );
}
