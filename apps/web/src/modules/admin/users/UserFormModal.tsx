import { Button, Form, type FormInstance, Input, Select, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import {
  isSupplierType,
  type PersonOption,
  PICKER_API,
  type SupplierOption,
  USER_API,
  USER_TYPES,
  type UserRow,
  type YN,
} from './api.ts';
import { generatePassword } from './password.ts';
import { type RemoteOption, RemoteSelect } from './RemoteSelect.tsx';

type UserValues = {
  userName: string;
  userType: string;
  personId?: number | null;
  supplierId?: number | null;
  userFullName: string;
  email?: string;
  phone?: string;
  password?: string;
  enabledFlag: YN;
};

type Props = {
  /** The user to edit; null to add one. */
  user: UserRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit a user: name checked on leaving the field, the person or supplier it stands for, an initial password. */
export function UserFormModal({ user, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<UserValues>>(
    () =>
      user
        ? {
            userName: user.userName,
            userType: user.userType,
            personId: user.personId,
            supplierId: user.supplierId,
            userFullName: user.userFullName,
            email: user.email ?? undefined,
            phone: user.phone ?? undefined,
            enabledFlag: user.enabledFlag,
          }
        : { userType: 'INSIDE', enabledFlag: 'Y' },
    [user],
  );
  const submit = async (values: UserValues) => {
    const external = isSupplierType(values.userType);
    await post(USER_API.save, {
      ...values,
      personId: external ? null : values.personId,
      supplierId: external ? values.supplierId : null,
      ...(user ? { userId: user.userId, version: user.version, password: undefined } : {}),
    });
    onSaved();
  };
  return (
    <FormModal<UserValues>
      open={open}
      title={user ? t('adminUser.editTitle', { userName: user.userName }) : t('adminUser.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={640}
      testId="user-form"
    >
      {(form) => <UserFields form={form} user={user} />}
    </FormModal>
  );
}

const personOption = (p: PersonOption & { userName?: string | null }, t: (k: string, o?: object) => string) => ({
  value: p.personId,
  text: `${p.employeeNumber} ${p.personName}`,
  label: (
    <span>
      {p.employeeNumber} {p.personName}
      {p.orgName ? <Typography.Text type="secondary"> · {p.orgName}</Typography.Text> : null}
      {p.userName ? (
        <Typography.Text type="warning"> · {t('adminUser.personHasUser', { userName: p.userName })}</Typography.Text>
      ) : null}
    </span>
  ),
});

const supplierOption = (s: SupplierOption): RemoteOption => ({
  value: s.supplierId,
  text: `${s.supplierNum} ${s.supplierName}`,
  label: `${s.supplierNum} ${s.supplierName}`,
});

function UserFields({ form, user }: { form: FormInstance<UserValues>; user: UserRow | null }) {
  const { t } = useTranslation();
  const userType = Form.useWatch('userType', form);
  const external = isSupplierType(userType);
  const editing = user !== null;
  const [showPassword, setShowPassword] = useState(false);
  const required = (field: string) => ({ required: true, message: t('adminCommon.required', { field }) });
  const selectRequired = (field: string) => ({ required: true, message: t('adminCommon.selectRequired', { field }) });

  const toPerson = useCallback(
    (p: PersonOption & { userName?: string | null }): RemoteOption =>
      personOption(p, t as (k: string, o?: object) => string),
    [t],
  );
  const initialPerson = useMemo<RemoteOption | null>(
    () =>
      user?.personId
        ? {
            value: user.personId,
            text: `${user.employeeNumber ?? ''} ${user.personName ?? ''}`.trim(),
            label: `${user.employeeNumber ?? ''} ${user.personName ?? ''}`.trim(),
          }
        : null,
    [user],
  );
  const initialSupplier = useMemo<RemoteOption | null>(
    () =>
      user?.supplierId
        ? {
            value: user.supplierId,
            text: `${user.supplierNum ?? ''} ${user.supplierName ?? ''}`.trim(),
            label: `${user.supplierNum ?? ''} ${user.supplierName ?? ''}`.trim(),
          }
        : null,
    [user],
  );

  // The person's name and e-mail fill the user's when those are still empty.
  const personChosen = (_: number | null, person: (PersonOption & { email?: string | null }) | null) => {
    if (!person) return;
    if (!form.getFieldValue('userFullName')) form.setFieldValue('userFullName', person.personName);
    if (!form.getFieldValue('email') && person.email) form.setFieldValue('email', person.email);
  };
  const supplierChosen = (_: number | null, supplier: SupplierOption | null) => {
    if (supplier && !form.getFieldValue('userFullName')) form.setFieldValue('userFullName', supplier.supplierName);
  };

  const checkUserName = async (_: unknown, value: string | undefined) => {
    const userName = value?.trim();
    if (!userName || editing) return;
    let answer: { available: boolean; message: string | null } | null = null;
    try {
      answer = await post(USER_API.validateUserName, { userName });
    } catch {
      return; // the save checks again; a failed check must not block typing
    }
    if (answer && !answer.available) throw new Error(answer.message ?? t('adminUser.userNameFormat'));
  };

  return (
    <div className="srm-user-form" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
      <Form.Item
        name="userName"
        label={t('adminUser.userName')}
        extra={editing ? undefined : t('adminUser.userNameHint')}
        tooltip={editing ? undefined : t('adminUser.userNameFormat')}
        validateTrigger={['onChange', 'onBlur']}
        validateDebounce={0}
        hasFeedback={!editing}
        rules={[
          required(t('adminUser.userName')),
          { max: 64, message: t('adminUser.userNameFormat') },
          { validator: checkUserName, validateTrigger: 'onBlur' },
        ]}
      >
        <Input disabled={editing} autoComplete="off" maxLength={64} data-testid="user-form-userName" />
      </Form.Item>
      <Form.Item
        name="userType"
        label={t('adminUser.userType')}
        extra={editing ? t('adminUser.userTypeFixed') : undefined}
        rules={[selectRequired(t('adminUser.userType'))]}
      >
        <Select
          disabled={editing}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`adminUser.type${type}`) }))}
          data-testid="user-form-userType"
        />
      </Form.Item>
      {external ? (
        <Form.Item
          name="supplierId"
          label={t('adminUser.supplier')}
          extra={t('adminUser.supplierHint')}
          rules={[selectRequired(t('adminUser.supplier'))]}
          style={{ gridColumn: '1 / span 2' }}
        >
          <RemoteSelect<SupplierOption>
            api={PICKER_API.suppliers}
            searchKey="keyword"
            toOption={supplierOption}
            initialOption={initialSupplier}
            onChange={supplierChosen}
            placeholder={t('adminUser.supplierPlaceholder')}
            data-testid="user-form-supplier"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="personId"
          label={t('adminUser.person')}
          extra={t('adminUser.personHint')}
          rules={[selectRequired(t('adminUser.person'))]}
          style={{ gridColumn: '1 / span 2' }}
        >
          <RemoteSelect<PersonOption & { userName?: string | null; email?: string | null }>
            api={PICKER_API.persons}
            searchKey="personName"
            toOption={toPerson}
            initialOption={initialPerson}
            onChange={personChosen}
            placeholder={t('adminUser.personPlaceholder')}
            data-testid="user-form-person"
          />
        </Form.Item>
      )}
      <Form.Item
        name="userFullName"
        label={t('adminUser.userFullName')}
        rules={[required(t('adminUser.userFullName')), { max: 128 }]}
      >
        <Input maxLength={128} data-testid="user-form-userFullName" />
      </Form.Item>
      <Form.Item name="phone" label={t('adminUser.phone')} rules={[{ max: 32 }]}>
        <Input maxLength={32} data-testid="user-form-phone" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('adminUser.email')}
        rules={[{ type: 'email', message: t('adminUser.emailFormat') }, { max: 128 }]}
        style={{ gridColumn: editing ? '1 / span 2' : undefined }}
      >
        <Input maxLength={128} data-testid="user-form-email" />
      </Form.Item>
      {editing ? null : (
        <Form.Item label={t('adminUser.password')} required style={{ marginBottom: 0 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="password"
              noStyle
              rules={[required(t('adminUser.password')), { min: 6, max: 32, message: t('adminUser.passwordRule') }]}
            >
              <Input.Password
                autoComplete="new-password"
                visibilityToggle={{ visible: showPassword, onVisibleChange: setShowPassword }}
                data-testid="user-form-password"
              />
            </Form.Item>
            <Button
              onClick={() => {
                form.setFieldValue('password', generatePassword());
                form.validateFields(['password']).catch(() => undefined);
                setShowPassword(true);
              }}
              data-testid="user-form-generate"
            >
              {t('adminUser.generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {editing ? null : (
        <Typography.Paragraph type="secondary" style={{ gridColumn: '1 / span 2', fontSize: 12, marginTop: 4 }}>
          {t('adminUser.passwordRule')}
        </Typography.Paragraph>
      )}
      <Form.Item name="enabledFlag" label={t('adminCommon.enabledFlag')}>
        <YNCheckbox data-testid="user-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </div>
  );
}
