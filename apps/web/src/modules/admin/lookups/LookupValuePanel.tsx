import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { App, Input, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { EnabledSelect } from '../../../components/EnabledSelect/EnabledSelect.tsx';
import { LOOKUP_API, type LookupTypeRow, type LookupValueRow, localName, valueBody } from './api.ts';
import { LookupImportModal } from './LookupImportModal.tsx';
import { LookupValueFormModal } from './LookupValueFormModal.tsx';
import { refreshLookupType } from './refreshLookup.ts';

/**
 * The right side of the lookups screen: the values of the chosen type with every stored field,
 * filters, add / edit / enable / disable / delete, import and export. Every change refreshes this
 * browser's BASE_lookup cache of the type.
 */
export function LookupValuePanel({ type, onChanged }: { type: LookupTypeRow; onChanged: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<LookupValueRow>>(null);
  const [keyword, setKeyword] = useState('');
  const [enabledFlag, setEnabledFlag] = useState<'Y' | 'N' | undefined>();
  const [editing, setEditing] = useState<LookupValueRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const searchParams = useMemo(
    () => ({ lookupTypeId: type.lookupTypeId, keyword: keyword || undefined, enabledFlag }),
    [type.lookupTypeId, keyword, enabledFlag],
  );

  // Reads the latest props through a ref so the memoised buttons need not be rebuilt.
  const latest = useRef({ type, onChanged });
  latest.current = { type, onChanged };
  const changed = useCallback(() => {
    table.current?.reload();
    void refreshLookupType(latest.current.type.lookupType);
    latest.current.onChanged();
  }, []);
  const run = useCallback(
    async (call: () => Promise<unknown>, done: string) => {
      try {
        await call();
        message.success(done);
        changed();
      } catch (error) {
        message.error(errorText(error));
      }
    },
    [message, changed],
  );

  const columns = useMemo<ColumnConfig<LookupValueRow>[]>(
    () => [
      { key: 'lookupCode', title: t('adminLookup.lookupCode'), width: 140, fixedStyle: 'left' },
      { key: 'meaning', title: t('adminLookup.meaningCn'), width: 150 },
      { key: 'meaningEn', title: t('adminLookup.meaningEn'), width: 160 },
      {
        key: 'parentLookupCode',
        title: t('adminLookup.parentValue'),
        width: 160,
        render: (_value, row) =>
          row.parentLookupCode
            ? `${row.parentLookupCode} · ${localName(lang, row.parentMeaning, row.parentMeaningEn)}`
            : '',
      },
      { key: 'seqNum', title: t('adminLookup.seqNum'), editType: 'number', width: 70 },
      {
        key: 'enabledFlag',
        title: t('adminCommon.enabledFlag'),
        width: 90,
        render: (value) =>
          value === 'Y' ? (
            <Tag color="success">{t('adminCommon.enabled')}</Tag>
          ) : (
            <Tag color="default">{t('adminCommon.disabled')}</Tag>
          ),
      },
      { key: 'description', title: t('adminLookup.description'), width: 200 },
      {
        key: 'buOrgName',
        title: t('adminLookup.buOrg'),
        width: 160,
        columnsDisplay: 'N',
        render: (_value, row) => localName(lang, row.buOrgName, row.buOrgNameEn),
      },
      { key: 'systemCode', title: t('adminLookup.systemCode'), width: 100, columnsDisplay: 'N' },
      {
        key: 'lastUpdateDate',
        title: t('adminCommon.updatedAt'),
        editType: 'datetime',
        width: 170,
        columnsDisplay: 'N',
      },
    ],
    [t, lang],
  );

  const toolbarButtons = useMemo<ToolbarButton<LookupValueRow>[]>(
    () => [
      {
        key: 'addValue',
        label: t('adminLookup.addValue'),
        icon: <PlusOutlined />,
        resourceCode: 'btnAdd',
        onClick: () => setEditing('new'),
      },
      {
        key: 'importValues',
        label: t('adminLookup.import'),
        icon: <UploadOutlined />,
        resourceCode: 'btnImportLookup',
        onClick: () => setImporting(true),
      },
    ],
    [t],
  );

  const rowButtons = useMemo<RowButton<LookupValueRow>[]>(
    () => [
      {
        key: 'editValue',
        label: t('adminCommon.edit'),
        icon: <EditOutlined />,
        kind: 'plain',
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing(row),
      },
      {
        key: 'disableValue',
        label: t('adminCommon.disable'),
        icon: <StopOutlined />,
        kind: 'danger',
        resourceCode: 'btnEdit',
        hidden: (row) => row.enabledFlag !== 'Y',
        confirm: t('adminLookup.disableConfirm'),
        onClick: (row) =>
          run(() => post(LOOKUP_API.saveValue, { ...valueBody(row), enabledFlag: 'N' }), t('adminLookup.disabledDone')),
      },
      {
        key: 'enableValue',
        label: t('adminCommon.enable'),
        icon: <CheckCircleOutlined />,
        kind: 'save',
        resourceCode: 'btnEdit',
        hidden: (row) => row.enabledFlag === 'Y',
        onClick: (row) =>
          run(() => post(LOOKUP_API.saveValue, { ...valueBody(row), enabledFlag: 'Y' }), t('adminLookup.enabledDone')),
      },
      {
        key: 'deleteValue',
        label: t('adminCommon.delete'),
        icon: <DeleteOutlined />,
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('adminLookup.deleteValueConfirm'),
        onClick: (row) =>
          run(() => post(LOOKUP_API.deleteValue, { lookupValuesId: row.lookupValuesId }), t('adminCommon.deleted')),
      },
    ],
    [t, run],
  );

  return (
    <div data-testid="lookup-values">
      <Typography.Title level={5} style={{ marginTop: 4 }} data-testid="lookup-values-title">
        {t('adminLookup.valuesOf', { code: type.lookupType, name: localName(lang, type.meaning, type.meaningEn) })}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('adminLookup.keyword')}
          onSearch={(value) => setKeyword(value.trim())}
          style={{ width: 220 }}
          data-testid="lookup-value-search"
        />
        <EnabledSelect
          placeholder={t('adminLookup.allStates')}
          style={{ width: 140 }}
          value={enabledFlag}
          onChange={setEnabledFlag}
          data-testid="lookup-value-state"
        />
      </Space>
      <DataTable<LookupValueRow>
        ref={table}
        api={LOOKUP_API.listValues}
        searchParams={searchParams}
        columns={columns}
        rowKey="lookupValuesId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={240}
        tableKey="admin.lookupValues"
        exportable
        exportFileName={`${type.lookupType}-${t('adminLookup.values')}`}
        height={420}
      />
      <LookupValueFormModal
        open={editing !== null}
        type={type}
        value={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={changed}
      />
      {importing ? <LookupImportModal type={type} onClose={() => setImporting(false)} onImported={changed} /> : null}
    </div>
  );
}
