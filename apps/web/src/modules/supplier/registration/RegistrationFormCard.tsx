import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { creditCodeProblem, MOBILE_PATTERN, type RegistrationFormInput } from '@srm/core';
import { Alert, App, Button, Card, Col, DatePicker, Divider, Form, Input, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/api/client.ts';
import { callPublic, REGISTRATION_API, type RegistrationFile, type RegistrationView } from './api.ts';
import { FilesInput } from './FilesInput.tsx';
import { CategoryInput, DistrictInput } from './PickerInputs.tsx';
import type { zh } from './texts.ts';

type TextKey = keyof typeof zh;

type Values = Omit<RegistrationFormInput, 'licenceFileIds' | 'otherFileIds' | 'establishDate'> & {
  establishDate?: Dayjs | null;
  licenceFiles: RegistrationFile[];
  otherFiles: RegistrationFile[];
  password?: string;
  confirmPassword?: string;
};

/** The form values of a registration opened again (returned for edits). */
function initialValues(view: RegistrationView | null): Partial<Values> {
  const form = view?.form;
  if (!form)
    return {
      contacts: [{ contactName: '', mobile: '' }],
      bank: { currency: 'CNY' } as Values['bank'],
      licenceFiles: [],
      otherFiles: [],
    };
  const byId = new Map(view.files.map((f) => [f.id, f]));
  const files = (ids: number[] | undefined) =>
    (ids ?? []).map((id) => byId.get(id)).filter((f): f is RegistrationFile => !!f);
  return {
    ...form,
    establishDate: form.establishDate ? dayjs(form.establishDate) : null,
    licenceFiles: files(form.licenceFileIds),
    otherFiles: files(form.otherFileIds),
  };
}

/**
 * The registration form, used by /register (new: a password is chosen) and /registerInfoEdit (the
 * returned form prefilled; the password may stay). The credit code is checked with the same checksum as
 * the server's; the company name is checked for duplicates when the field is left, and again by the
 * server on submit.
 */
export function RegistrationFormCard({
  token,
  view,
  onSubmitted,
}: {
  token: string;
  view: RegistrationView | null;
  onSubmitted: (registrationNumber: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const isNew = !view || view.status === 'DRAFT';

  async function nameRule(_: unknown, name: string) {
    if (!name?.trim()) return;
    const res = await callPublic<{ duplicate: boolean }>(REGISTRATION_API.checkName, {
      supplierName: name.trim(),
      token,
    });
    if (res.duplicate) throw new Error(t('registration.nameDuplicate'));
  }

  function creditRule(_: unknown, code: string) {
    if (!code?.trim()) return Promise.resolve();
    const problem = creditCodeProblem(code);
    if (!problem) return Promise.resolve();
    const key = ({ length: 'creditCodeLength', charset: 'creditCodeCharset', checksum: 'creditCodeChecksum' } as const)[
      problem
    ];
    return Promise.reject(new Error(t(`registration.${key}`)));
  }

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const { licenceFiles, otherFiles, password, confirmPassword: _c, establishDate, ...rest } = values;
      const data = await callPublic<{ registrationNumber: string }>(REGISTRATION_API.submit, {
        token,
        ...(password ? { password } : {}),
        form: {
          ...rest,
          creditCode: rest.creditCode.trim().toUpperCase(),
          establishDate: establishDate ? establishDate.format('YYYY-MM-DD') : '',
          contacts: rest.contacts.map((c) => ({ ...c, email: c.email || '' })),
          licenceFileIds: licenceFiles.map((f) => f.id),
          otherFileIds: (otherFiles ?? []).map((f) => f.id),
        },
      });
      onSubmitted(data.registrationNumber);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  const required = (key: TextKey) => [
    { required: true, whitespace: true, message: t(`registration.${key}`) as string },
  ];
  const half = { xs: 24, md: 12 };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues(view)}
      onFinish={(v) => void submit(v)}
      scrollToFirstError
      data-testid="reg-form"
    >
      <Alert
        type="info"
        showIcon
        title={t('registration.manualNotice')}
        style={{ marginBottom: 16 }}
        data-testid="reg-manual-notice"
      />
      <Card size="small" title={t('registration.sectionCompany')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="supplierName"
              label={t('registration.supplierName')}
              validateTrigger="onBlur"
              validateDebounce={0}
              rules={[...required('supplierNameRequired'), { validator: nameRule }]}
            >
              <Input maxLength={256} data-testid="reg-supplier-name" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="creditCode"
              label={t('registration.creditCode')}
              validateTrigger="onBlur"
              rules={[...required('creditCodeRequired'), { validator: creditRule }]}
            >
              <Input maxLength={18} style={{ textTransform: 'uppercase' }} data-testid="reg-credit-code" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="supplierShortName" label={t('registration.supplierShortName')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="supplierNameEn" label={t('registration.supplierNameEn')}>
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="legalPerson" label={t('registration.legalPerson')} rules={required('legalPersonRequired')}>
              <Input maxLength={64} data-testid="reg-legal-person" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="registeredCapital" label={t('registration.registeredCapital')}>
              <Input inputMode="decimal" maxLength={19} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="establishDate" label={t('registration.establishDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="phone" label={t('registration.phone')}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="businessScope" label={t('registration.businessScope')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t('registration.sectionAddress')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="districtCode" label={t('registration.district')} rules={required('districtRequired')}>
              <DistrictInput />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="registeredAddress"
              label={t('registration.registeredAddress')}
              rules={required('registeredAddressRequired')}
            >
              <Input maxLength={512} data-testid="reg-address" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t('registration.sectionContacts')} style={{ marginBottom: 16 }}>
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row gutter={12} key={field.key} align="top">
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'contactName']}
                      label={t('registration.contactName')}
                      rules={required('contactNameRequired')}
                    >
                      <Input maxLength={64} data-testid={`reg-contact-name-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={5}>
                    <Form.Item name={[field.name, 'position']} label={t('registration.position')}>
                      <Input maxLength={64} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'mobile']}
                      label={t('registration.mobile')}
                      rules={[
                        ...required('mobileRequired'),
                        { pattern: MOBILE_PATTERN, message: t('registration.mobileInvalid') },
                      ]}
                    >
                      <Input maxLength={11} data-testid={`reg-contact-mobile-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={22} md={6}>
                    <Form.Item
                      name={[field.name, 'email']}
                      label={t('registration.contactEmail')}
                      rules={[{ type: 'email', message: t('registration.emailInvalid') }]}
                    >
                      <Input maxLength={128} />
                    </Form.Item>
                  </Col>
                  <Col xs={2} md={1} style={{ paddingTop: 36 }}>
                    {fields.length > 1 && (
                      <MinusCircleOutlined
                        aria-label={t('registration.removeContact')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Col>
                </Row>
              ))}
              {fields.length < 10 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ contactName: '', mobile: '' })}>
                  {t('registration.addContact')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Card>

      <Card size="small" title={t('registration.sectionBank')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name={['bank', 'bankName']}
              label={t('registration.bankName')}
              rules={required('bankNameRequired')}
            >
              <Input maxLength={128} data-testid="reg-bank-name" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={['bank', 'branchName']} label={t('registration.branchName')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={['bank', 'accountName']}
              label={t('registration.accountName')}
              rules={required('accountNameRequired')}
            >
              <Input maxLength={256} data-testid="reg-account-name" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={['bank', 'accountNumber']}
              label={t('registration.accountNumber')}
              rules={[
                ...required('accountNumberRequired'),
                { pattern: /^[0-9 -]{6,40}$/, message: t('registration.accountNumberInvalid') },
              ]}
            >
              <Input maxLength={40} data-testid="reg-account-number" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={['bank', 'branchCode']} label={t('registration.branchCode')}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={['bank', 'currency']} label={t('registration.currency')}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t('registration.sectionCategories')} style={{ marginBottom: 16 }}>
        <Form.Item name="categoryIds" rules={[{ required: true, message: t('registration.categoriesRequired') }]}>
          <CategoryInput />
        </Form.Item>
      </Card>

      <Card size="small" title={t('registration.sectionFiles')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="licenceFiles"
          label={t('registration.licence')}
          extra={t('registration.uploadHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('registration.licenceRequired') }]}
        >
          <FilesInput token={token} testId="reg-licence" />
        </Form.Item>
        <Divider style={{ margin: '8px 0 16px' }} />
        <Form.Item name="otherFiles" label={t('registration.otherFiles')}>
          <FilesInput token={token} testId="reg-other-files" />
        </Form.Item>
      </Card>

      <Card size="small" title={t('registration.sectionAccount')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="password"
              label={t('registration.password')}
              extra={isNew ? t('password.rule') : t('registration.passwordKeep')}
              rules={isNew ? [{ required: true, message: t('registration.passwordRequired') }] : []}
            >
              <Input.Password autoComplete="new-password" data-testid="reg-password" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="confirmPassword"
              label={t('registration.confirmPassword')}
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value) => {
                    const password = getFieldValue('password');
                    if (!password && !value) return Promise.resolve();
                    if (!value) return Promise.reject(new Error(t('registration.confirmPasswordRequired')));
                    return value === password
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('registration.mismatch')));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="reg-confirm-password" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="reg-submit">
          {isNew ? t('registration.submit') : t('registration.resubmit')}
        </Button>
      </Space>
    </Form>
  );
}
