import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Input, Typography } from 'antd';
import { type Ref, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { queryClient } from '../../../app/queryClient.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { LOOKUP_API, type LookupTypeRow, localName } from './api.ts';
import { LookupTypeFormModal } from './LookupTypeFormModal.tsx';
import { TYPE_OPTIONS_KEY, useTypeOptions } from './useTypeOptions.ts';

export type LookupTypePanelHandle = { reload: () => void };

/** The left side of the lookups screen: search, the lookup types, and their add / edit / delete. */
export function LookupTypePanel({
  selected,
  onSelect,
  ref,
}: {
  selected: LookupTypeRow | null;
  onSelect: (type: LookupTypeRow | null) => void;
  ref?: Ref<LookupTypePanelHandle>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<LookupTypeRow>>(null);
  const types = useTypeOptions();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<LookupTypeRow | 'new' | null>(null);
  const searchParams = useMemo(() => (keyword ? { keyword } : {}), [keyword]);

  useImperativeHandle(ref, () => ({ reload: () => table.current?.reload() }), []);
  const typesChanged = useCallback(() => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: TYPE_OPTIONS_KEY });
  }, []);

  const columns = useMemo<ColumnConfig<LookupTypeRow>[]>(
    () => [
      {
        key: 'lookupType',
        title: t('adminLookup.typeCode'),
        width: 190,
        fixedStyle: 'left',
        render: (_value, row) => (
          <Typography.Link
            strong={selected?.lookupTypeId === row.lookupTypeId}
            onClick={() => onSelect(row)}
            data-testid={`lookup-type-${row.lookupType}`}
          >
            {row.lookupType}
          </Typography.Link>
        ),
      },
      {
        key: 'meaning',
        title: t('adminLookup.typeName'),
        width: 150,
        render: (_value, row) => localName(lang, row.meaning, row.meaningEn),
      },
      { key: 'valueCount', title: t('adminLookup.valueCount'), editType: 'number', width: 80 },
      { key: 'systemCode', title: t('adminLookup.systemCode'), width: 100 },
      { key: 'meaningEn', title: t('adminLookup.typeNameEn'), width: 160, columnsDisplay: 'N' },
      {
        key: 'parentLookupTypeId',
        title: t('adminLookup.parentType'),
        width: 170,
        columnsDisplay: 'N',
        render: (value) => types.byId.get(value as number)?.lookupType ?? '',
      },
      { key: 'description', title: t('adminLookup.description'), width: 200, columnsDisplay: 'N' },
      {
        key: 'lastUpdateDate',
        title: t('adminCommon.updatedAt'),
        editType: 'datetime',
        width: 170,
        columnsDisplay: 'N',
      },
    ],
    [t, lang, selected?.lookupTypeId, onSelect, types.byId],
  );

  const toolbarButtons = useMemo<ToolbarButton<LookupTypeRow>[]>(
    () => [
      {
        key: 'addType',
        label: t('adminCommon.add'),
        icon: <PlusOutlined />,
        resourceCode: 'btnAdd',
        onClick: () => setEditing('new'),
      },
    ],
    [t],
  );

  const rowButtons = useMemo<RowButton<LookupTypeRow>[]>(
    () => [
      {
        key: 'editType',
        label: t('adminCommon.edit'),
        icon: <EditOutlined />,
        kind: 'plain',
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing(row),
      },
      {
        key: 'deleteType',
        label: t('adminCommon.delete'),
        icon: <DeleteOutlined />,
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('adminLookup.deleteTypeConfirm'),
        onClick: async (row) => {
          try {
            await post(LOOKUP_API.deleteType, { lookupTypeId: row.lookupTypeId });
            message.success(t('adminCommon.deleted'));
            if (selected?.lookupTypeId === row.lookupTypeId) onSelect(null);
            typesChanged();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message, selected?.lookupTypeId, onSelect, typesChanged],
  );

  return (
    <div data-testid="lookup-types">
      <Input.Search
        allowClear
        placeholder={t('adminLookup.searchTypes')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ marginBottom: 8 }}
        data-testid="lookup-type-search"
      />
      <DataTable<LookupTypeRow>
        ref={table}
        api={LOOKUP_API.listTypes}
        searchParams={searchParams}
        columns={columns}
        rowKey="lookupTypeId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={150}
        tableKey="admin.lookupTypes"
        title={t('adminLookup.types')}
        height={420}
        onLoad={(rows) => {
          // Keep the selected type fresh (its name or value count may have changed).
          if (!selected) return;
          const fresh = rows.find((row) => row.lookupTypeId === selected.lookupTypeId);
          if (fresh && (fresh.version !== selected.version || fresh.valueCount !== selected.valueCount))
            onSelect(fresh);
        }}
      />
      <LookupTypeFormModal
        open={editing !== null}
        type={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          typesChanged();
          onSelect(saved);
        }}
      />
    </div>
  );
}
