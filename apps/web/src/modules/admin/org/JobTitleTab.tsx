import { Form, Input, Space } from 'antd';
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
import { JOB_TITLE_API, type JobTitleRow, useRefreshOrg, type YN } from './api.ts';
import { codeRules, required } from './formRules.ts';

type Values = {
  jobTitleCode: string;
  jobTitleName: string;
  jobTitleNameEn?: string;
  description?: string;
  enabledFlag: YN;
};

/** Job titles (岗位): a catalogue given to persons and positions, with add and edit. */
export function JobTitleTab() {
  const { t } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const refresh = useRefreshOrg();
  const [keyword, setKeyword] = useState('');
  const [enabledFlag, setEnabledFlag] = useState<YN | undefined>();
  const [editing, setEditing] = useState<{ row: JobTitleRow | null } | null>(null);
  const searchParams = useMemo(() => ({ keyword: keyword || undefined, enabledFlag }), [keyword, enabledFlag]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'jobTitleCode', title: t('adminOrg.jobTitleCode'), width: 150 },
      { key: 'jobTitleName', title: t('adminOrg.jobTitleName'), width: 180 },
      { key: 'jobTitleNameEn', title: t('adminOrg.jobTitleNameEn'), width: 180 },
      { key: 'description', title: t('adminOrg.description'), width: 260 },
      { key: 'enabledFlag', title: t('adminCommon.enabled'), editType: 'checkbox', width: 80 },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'addJobTitle',
        label: t('adminOrg.addJobTitle'),
        resourceCode: 'btnJobTitleEdit',
        onClick: () => setEditing({ row: null }),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'editJobTitle',
        label: t('adminCommon.edit'),
        resourceCode: 'btnJobTitleEdit',
        onClick: (row) => setEditing({ row: row as JobTitleRow }),
      },
    ],
    [t],
  );
  const row = editing?.row ?? null;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            jobTitleCode: row.jobTitleCode,
            jobTitleName: row.jobTitleName,
            jobTitleNameEn: row.jobTitleNameEn ?? '',
            description: row.description ?? '',
            enabledFlag: row.enabledFlag,
          }
        : { enabledFlag: 'Y' },
    [row],
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="job-title-tab">
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('adminCommon.keyword')}
          onSearch={setKeyword}
          style={{ width: 220 }}
          data-testid="job-title-filter-keyword"
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
        api={JOB_TITLE_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="jobTitleId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        height={460}
      />
      {editing && (
        <FormModal<Values>
          open
          title={row ? `${t('adminOrg.editJobTitle')} · ${row.title}` : t('adminOrg.addJobTitle')}
          initialValues={initialValues}
          testId="job-title-form"
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            await post(JOB_TITLE_API.save, { ...values, jobTitleId: row?.jobTitleId, version: row?.version });
            table.current?.reload();
            void refresh();
          }}
        >
          <Form.Item
            name="jobTitleCode"
            label={t('adminOrg.jobTitleCode')}
            rules={codeRules(t, t('adminOrg.jobTitleCode'))}
            extra={row ? undefined : t('adminOrg.codeHint')}
          >
            <Input disabled={!!row} maxLength={64} data-testid="job-title-form-code" />
          </Form.Item>
          <Form.Item
            name="jobTitleName"
            label={t('adminOrg.jobTitleName')}
            rules={[required(t, t('adminOrg.jobTitleName'))]}
          >
            <Input maxLength={128} data-testid="job-title-form-name" />
          </Form.Item>
          <Form.Item name="jobTitleNameEn" label={t('adminOrg.jobTitleNameEn')}>
            <Input maxLength={128} data-testid="job-title-form-name-en" />
          </Form.Item>
          <Form.Item name="description" label={t('adminOrg.description')}>
            <Input.TextArea maxLength={512} rows={3} data-testid="job-title-form-description" />
          </Form.Item>
          <Form.Item name="enabledFlag">
            <YNCheckbox data-testid="job-title-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
          </Form.Item>
        </FormModal>
      )}
    </Space>
  );
}
