import { fieldErrorText, validateField } from '@srm/core/forms/validators';
import { Col, Form, type FormInstance, Input, Row, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { JOB_TITLE_API, type JobTitleRow, useDepartmentRows, useOrgRows, usePickList, type YN } from '../org/api.ts';
import { required } from '../org/formRules.ts';
import { PERSON_API, type PersonRow } from './api.ts';
import { departmentOptions, orgOptions } from './options.ts';

type Values = {
  employeeNumber: string;
  personName: string;
  personNameEn?: string;
  email?: string;
  mobilePhone?: string;
  telephone?: string;
  orgId?: number | null;
  departmentId?: number | null;
  jobTitleId?: number | null;
  enabledFlag: YN;
};

/** Add / edit a person: number, names, contact, organisation, department (of that organisation), job title. */
export function PersonFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { row: PersonRow | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const row = editing?.row ?? null;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            employeeNumber: row.employeeNumber,
            personName: row.personName,
            personNameEn: row.personNameEn ?? '',
            email: row.email ?? '',
            mobilePhone: row.mobilePhone ?? '',
            telephone: row.telephone ?? '',
            orgId: row.orgId,
            departmentId: row.departmentId,
            jobTitleId: row.jobTitleId,
            enabledFlag: row.enabledFlag,
          }
        : { enabledFlag: 'Y' },
    [row],
  );
  if (!editing) return null;
  return (
    <FormModal<Values>
      open
      width={720}
      title={row ? `${t('adminPerson.editPerson')} · ${row.title}` : t('adminPerson.newPerson')}
      initialValues={initialValues}
      testId="person-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(PERSON_API.save, {
          ...values,
          orgId: values.orgId ?? null,
          departmentId: values.departmentId ?? null,
          jobTitleId: values.jobTitleId ?? null,
          personId: row?.personId,
          version: row?.version,
        });
        onSaved();
      }}
    >
      {(form) => <PersonFields form={form} />}
    </FormModal>
  );
}

function PersonFields({ form }: { form: FormInstance<Values> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const orgId = Form.useWatch('orgId', form);
  const orgs = useOrgRows();
  const departments = useDepartmentRows(orgId);
  const jobTitles = usePickList<JobTitleRow>(JOB_TITLE_API.list, 'jobTitles');
  const orgTreeData = useMemo(() => orgOptions(orgs.data ?? [], true), [orgs.data]);
  const deptTreeData = useMemo(() => departmentOptions(departments.data ?? [], true), [departments.data]);
  // The shared form validators (spec §5), as the server checks them: a stray space is no error.
  const format = (rule: 'email' | 'mobile' | 'telephone') => ({
    validator: async (_rule: unknown, value: unknown) => {
      const message = fieldErrorText(validateField(rule, value), lang);
      if (message) throw new Error(message);
    },
  });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="employeeNumber"
          label={t('adminPerson.employeeNumber')}
          extra={t('adminPerson.employeeNumberHint')}
          rules={[
            required(t, t('adminPerson.employeeNumber')),
            { pattern: /^[A-Za-z0-9_.-]+$/, message: t('adminPerson.employeeNumberPattern') },
          ]}
        >
          <Input maxLength={32} data-testid="person-form-number" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="personName"
          label={t('adminPerson.personName')}
          rules={[required(t, t('adminPerson.personName'))]}
        >
          <Input maxLength={128} data-testid="person-form-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="personNameEn" label={t('adminPerson.personNameEn')}>
          <Input maxLength={128} data-testid="person-form-name-en" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label={t('adminPerson.email')} rules={[format('email')]}>
          <Input maxLength={128} data-testid="person-form-email" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="mobilePhone" label={t('adminPerson.mobilePhone')} rules={[format('mobile')]}>
          <Input maxLength={32} data-testid="person-form-mobile" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="telephone" label={t('adminPerson.telephone')} rules={[format('telephone')]}>
          <Input maxLength={32} data-testid="person-form-telephone" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orgId" label={t('adminPerson.organisation')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            treeData={orgTreeData}
            onChange={() => form.setFieldValue('departmentId', null)}
            data-testid="person-form-org"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="departmentId" label={t('adminPerson.department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            disabled={!orgId}
            placeholder={orgId ? undefined : t('adminPerson.selectOrgFirst')}
            treeData={deptTreeData}
            data-testid="person-form-department"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="jobTitleId" label={t('adminPerson.jobTitle')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(jobTitles.data ?? []).map((j) => ({
              value: j.jobTitleId,
              label: j.title,
              disabled: j.enabledFlag !== 'Y',
            }))}
            data-testid="person-form-job-title"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="enabledFlag" label=" ">
          <YNCheckbox data-testid="person-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
