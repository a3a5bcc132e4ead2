import { organizationList } from '@srm/core/masters/orgStructure';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgRow, OrgType, YN } from './api.ts';
import { StructureFormModal } from './StructureFormModal.tsx';

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
  const parent = editing.parent;
  return (
    <StructureFormModal<Values, OrgRow>
      def={organizationList}
      testId="org-form"
      title={
        row
          ? `${t('adminOrg.editOrg')} · ${row.title}`
          : t('adminOrg.newOrg', { type: t(`adminOrg.typeWord.${editing.type}`) })
      }
      row={row}
      fixed={[
        { label: t('adminOrg.orgType'), value: t(`adminOrg.typeName.${editing.type}`) },
        ...(parent || row?.parentOrgId
          ? [{ label: t('adminOrg.parentOrg'), value: parent ? `${parent.title} (${parent.orgCode})` : '' }]
          : []),
      ]}
      initialValues={initialValues}
      fixedBody={{ orgType: editing.type, parentOrgId: row ? row.parentOrgId : (parent?.orgId ?? null) }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
