import { restPath } from '@srm/core/api';
import type { MasterListDef } from '@srm/core/masters/types';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { MasterFormItems } from '../../../components/MasterList/MasterListScreen.tsx';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';

/** What the form shows but does not change: the organisation, the type, the parent (label and value). */
export type FixedItem = { label: string; value: string };

/**
 * The add / edit dialog of the organisation structure (organisations, departments, positions, declared in
 * packages/core/src/masters/orgStructure.ts): the fixed context, the code and names from the declaration,
 * the list's own pickers, the enabled box; the save sends every declared reference (null when cleared)
 * with what the place it was started from decides (`fixedBody`: the organisation, the type).
 */
export function StructureFormModal<V extends object, R extends { version: number }>({
  def,
  testId,
  title,
  row,
  fixed,
  initialValues,
  fixedBody,
  onClose,
  onSaved,
  children,
}: {
  def: MasterListDef;
  /** `<testId>`, `<testId>-code`, `-name`, `-name-en`, `-enabled`, `-ok`: the screens' test ids. */
  testId: string;
  title: string;
  row: R | null;
  fixed: FixedItem[];
  initialValues: Partial<V>;
  fixedBody: Record<string, unknown>;
  onClose: () => void;
  onSaved: (saved: R) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const names = [def.codeKey, def.nameKey, ...(def.nameEnKey ? [def.nameEnKey] : [])];
  const refs = def.fields.filter((f) => f.type === 'ref').map((f) => f.key);
  return (
    <FormModal<V>
      open
      title={title}
      initialValues={initialValues}
      testId={testId}
      onClose={onClose}
      onSubmit={async (values) => {
        const given = values as Record<string, unknown>;
        const saved = await post<R>(restPath(def.server, def.entity, 'saveOrUpdate'), {
          ...values,
          ...Object.fromEntries(refs.map((k) => [k, given[k] ?? null])),
          ...fixedBody,
          [def.idKey]: row ? (row as Record<string, unknown>)[def.idKey] : undefined,
          version: row?.version,
        });
        onSaved(saved);
      }}
    >
      {fixed.map((f) => (
        <Form.Item key={f.label} label={f.label}>
          <Input value={f.value} disabled />
        </Form.Item>
      ))}
      <MasterFormItems
        def={def}
        row={row}
        testId={testId}
        only={names}
        testIds={Object.fromEntries(names.map((k, i) => [k, `${testId}-${['code', 'name', 'name-en'][i]}`]))}
      />
      {children}
      <Form.Item name="enabledFlag">
        <YNCheckbox data-testid={`${testId}-enabled`}>{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </FormModal>
  );
}
