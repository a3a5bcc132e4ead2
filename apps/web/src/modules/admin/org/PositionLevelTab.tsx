import { Alert, Form, Input, InputNumber, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { EnabledSelect } from '../../../components/EnabledSelect/EnabledSelect.tsx';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { LEVEL_API, type LevelRow, useRefreshOrg, type YN } from './api.ts';
import { codeRules, required } from './formRules.ts';

type Values = { levelCode: string; levelName: string; levelNameEn?: string; levelRank: number; enabledFlag: YN };

/** Position levels: a list by rank with add and edit. */
export function PositionLevelTab() {
  const { t } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const refresh = useRefreshOrg();
  const [keyword, setKeyword] = useState('');
  const [enabledFlag, setEnabledFlag] = useState<YN | undefined>();
  const [editing, setEditing] = useState<{ row: LevelRow | null } | null>(null);
  const searchParams = useMemo(() => ({ keyword: keyword || undefined, enabledFlag }), [keyword, enabledFlag]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'levelCode', title: t('adminOrg.levelCode'), width: 140 },
      { key: 'levelName', title: t('adminOrg.levelName'), width: 180 },
      { key: 'levelNameEn', title: t('adminOrg.levelNameEn'), width: 180 },
      { key: 'levelRank', title: t('adminOrg.levelRank'), editType: 'number', width: 90 },
      { key: 'enabledFlag', title: t('adminCommon.enabled'), editType: 'checkbox', width: 80 },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'addLevel',
        label: t('adminOrg.addLevel'),
        resourceCode: 'btnPositionEdit',
        onClick: () => setEditing({ row: null }),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'editLevel',
        label: t('adminCommon.edit'),
        resourceCode: 'btnPositionEdit',
        onClick: (row) => setEditing({ row: row as LevelRow }),
      },
    ],
    [t],
  );
  const row = editing?.row ?? null;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            levelCode: row.levelCode,
            levelName: row.levelName,
            levelNameEn: row.levelNameEn ?? '',
            levelRank: row.levelRank,
            enabledFlag: row.enabledFlag,
          }
        : { levelRank: 0, enabledFlag: 'Y' },
    [row],
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="level-tab">
      <Alert type="info" showIcon title={t('adminOrg.levelsHelp')} />
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('adminCommon.keyword')}
          onSearch={setKeyword}
          style={{ width: 220 }}
          data-testid="level-filter-keyword"
        />
        <EnabledSelect
          placeholder={t('adminCommon.enabledFlag')}
          style={{ width: 140 }}
          value={enabledFlag}
          onChange={setEnabledFlag}
        />
      </Space>
      <DataTable
        ref={table}
        api={LEVEL_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="positionLevelId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        height={420}
      />
      {editing && (
        <FormModal<Values>
          open
          title={row ? `${t('adminOrg.editLevel')} · ${row.title}` : t('adminOrg.addLevel')}
          initialValues={initialValues}
          testId="level-form"
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            await post(LEVEL_API.save, { ...values, positionLevelId: row?.positionLevelId, version: row?.version });
            table.current?.reload();
            void refresh();
          }}
        >
          <Form.Item
            name="levelCode"
            label={t('adminOrg.levelCode')}
            rules={codeRules(t, t('adminOrg.levelCode'))}
            extra={row ? undefined : t('adminOrg.codeHint')}
          >
            <Input disabled={!!row} maxLength={64} data-testid="level-form-code" />
          </Form.Item>
          <Form.Item name="levelName" label={t('adminOrg.levelName')} rules={[required(t, t('adminOrg.levelName'))]}>
            <Input maxLength={128} data-testid="level-form-name" />
          </Form.Item>
          <Form.Item name="levelNameEn" label={t('adminOrg.levelNameEn')}>
            <Input maxLength={128} data-testid="level-form-name-en" />
          </Form.Item>
          <Form.Item name="levelRank" label={t('adminOrg.levelRank')} extra={t('adminOrg.levelRankHint')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="level-form-rank" />
          </Form.Item>
          <Form.Item name="enabledFlag">
            <YNCheckbox data-testid="level-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
          </Form.Item>
        </FormModal>
      )}
    </Space>
  );
}
