import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { ORG_API, type OrgRow, type OrgType, type YN } from './api.ts';
import { codeRules, required } from './formRules.ts';

/** What the dialog edits: a new organisation of a type under a parent, or an existing one. */
export type OrgEditing = { type: OrgType; parent: OrgRow | null; row: OrgRow | null };

type Values = { orgCode: string; orgName: string; orgNameEn?: string; enabledFlag: YN };

/** Add / edit an organisation. The type and the parent follow from where it was started. */
export function OrgFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: OrgEditing | null;
  onClose: () => void;
  onSaved: (row: OrgRow) => void;
}) {
  const { t } = useTranslation();
  const row = editing?.row ?? null;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? { orgCode: row.orgCode, orgName: row.orgName, orgNameEn: row.orgNameEn ?? '', enabledFlag: row.enabledFlag }
        : { enabledFlag: 'Y' },
    [row],
  );
  if (!editing) return null;
  const typeWord = t(`adminOrg.typeWord.${editing.type}`);
  return (
    <FormModal<Values>
      open
      title={row ? `${t('adminOrg.editOrg')} · ${row.title}` : t('adminOrg.newOrg', { type: typeWord })}
      initialValues={initialValues}
      testId="org-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const saved = await post<OrgRow>(ORG_API.save, {
          ...values,
          orgId: row?.orgId,
          orgType: editing.type,
          parentOrgId: row ? row.parentOrgId : (editing.parent?.orgId ?? null),
          version: row?.version,
        });
        onSaved(saved);
      }}
    >
      <Form.Item label={t('adminOrg.orgType')}>
        <Input value={t(`adminOrg.typeName.${editing.type}`)} disabled />
      </Form.Item>
      {(editing.parent || row?.parentOrgId) && (
        <Form.Item label={t('adminOrg.parentOrg')}>
          <Input value={editing.parent ? `${editing.parent.title} (${editing.parent.orgCode})` : ''} disabled />
        </Form.Item>
      )}
      <Form.Item
        name="orgCode"
        label={t('adminOrg.orgCode')}
        rules={codeRules(t, t('adminOrg.orgCode'))}
        extra={row ? undefined : t('adminOrg.codeHint')}
      >
        <Input disabled={!!row} data-testid="org-form-code" maxLength={64} />
      </Form.Item>
      <Form.Item name="orgName" label={t('adminOrg.orgName')} rules={[required(t, t('adminOrg.orgName'))]}>
        <Input data-testid="org-form-name" maxLength={128} />
      </Form.Item>
      <Form.Item name="orgNameEn" label={t('adminOrg.orgNameEn')}>
        <Input data-testid="org-form-name-en" maxLength={128} />
      </Form.Item>
      <Form.Item name="enabledFlag">
        <YNCheckbox data-testid="org-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </FormModal>
  );
}
