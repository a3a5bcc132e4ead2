import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowButton, ToolbarButton } from '../../../components/DataTable/index.ts';

/**
 * The add / edit pair of a list of the organisation structure (positions, persons, allotments): the
 * toolbar's add button and each row's edit button, both behind one button resource, opening the form on
 * a new row or that row; `more` row buttons follow the edit one (memoise them).
 */
export function useEditing<R>(o: { name: string; addLabel: string; resource: string; more?: RowButton[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const { name, addLabel, resource, more } = o;
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: `add${name}`, label: addLabel, resourceCode: resource, onClick: () => setEditing({ row: null }) }],
    [name, addLabel, resource],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: `edit${name}`,
        label: t('adminCommon.edit'),
        resourceCode: resource,
        onClick: (row) => setEditing({ row: row as R }),
      },
      ...(more ?? []),
    ],
    [t, name, resource, more],
  );
  const close = useCallback(() => setEditing(null), []);
  return { editing, close, toolbarButtons, rowButtons };
}
