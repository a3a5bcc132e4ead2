import { App, Card, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';

const JOBS_API = '/api/schedule/v1/concurrentProgramRestful/listByPage';
const RUNS_API = '/api/schedule/v1/schedulingErrorRestful/listByPage';
const SAVE_API = '/api/schedule/v1/concurrentProgramRestful/saveOrUpdate';
const RUN_API = '/api/schedule/v1/concurrentProgramRestful/runNow';

type JobRow = { jobCode: string; jobName: string; cronExpression: string; enabledFlag: 'Y' | 'N'; version: number };

/**
 * Administration → Scheduled jobs (htmlUrl 'concurrentPrograms'): the jobs the platform registers,
 * their cron schedule (editable), run now, and the run history with errors (schedulingError).
 */
export default function JobsScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const jobs = useRef<DataTableHandle>(null);
  const runs = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<JobRow | null>(null);
  const [jobCode, setJobCode] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const runParams = useMemo(() => ({ jobCode, status }), [jobCode, status]);

  const jobColumns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'jobCode', title: t('adminJobs.code'), width: 200 },
      { key: 'jobName', title: t('adminJobs.name'), width: 220 },
      { key: 'cronExpression', title: t('adminJobs.cron'), width: 140 },
      { key: 'enabledFlag', title: t('adminJobs.enabled'), editType: 'checkbox', width: 80 },
      { key: 'nextRunAt', title: t('adminJobs.nextRun'), editType: 'datetime', width: 170 },
      { key: 'lastRunAt', title: t('adminJobs.lastRun'), editType: 'datetime', width: 170 },
      { key: 'lastStatus', title: t('adminJobs.lastStatus'), width: 110 },
    ],
    [t],
  );
  const runColumns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'startedAt', title: t('adminJobs.startedAt'), editType: 'datetime', width: 170 },
      { key: 'jobCode', title: t('adminJobs.code'), width: 200 },
      { key: 'trigger', title: t('adminJobs.trigger'), width: 100 },
      { key: 'status', title: t('adminJobs.status'), width: 100 },
      { key: 'durationMs', title: t('adminJobs.duration'), editType: 'number', width: 130 },
      { key: 'instance', title: t('adminJobs.instance'), width: 200, columnsDisplay: 'N' },
      { key: 'result', title: t('adminJobs.result'), width: 300 },
      { key: 'error', title: t('adminJobs.error'), width: 260 },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('adminJobs.edit'),
        resourceCode: 'btnJobEdit',
        onClick: (row) => setEditing(row as JobRow),
      },
      {
        key: 'run',
        label: t('adminJobs.runNow'),
        resourceCode: 'btnJobRun',
        confirm: t('adminJobs.runConfirm'),
        onClick: async (row) => {
          try {
            await post(RUN_API, { jobCode: (row as JobRow).jobCode });
            message.success(t('adminJobs.ran'));
          } catch (error) {
            message.error(error instanceof ApiError ? error.msg : String(error));
          }
          jobs.current?.reload();
          runs.current?.reload();
        },
      },
    ],
    [t, message],
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="screen-jobs">
      <Card title={t('adminJobs.title')} size="small">
        <DataTable ref={jobs} api={JOBS_API} columns={jobColumns} rowKey="jobCode" rowButtons={rowButtons} />
      </Card>
      <Card title={t('adminJobs.history')} size="small">
        <Space wrap style={{ marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('adminJobs.code')}
            onSearch={(v) => setJobCode(v || undefined)}
            style={{ width: 220 }}
          />
          <Select
            allowClear
            placeholder={t('adminJobs.status')}
            style={{ width: 140 }}
            value={status}
            onChange={setStatus}
            data-testid="jobs-status-filter"
            options={['SUCCESS', 'FAILED', 'RUNNING'].map((s) => ({ value: s, label: s }))}
          />
        </Space>
        <DataTable
          ref={runs}
          api={RUNS_API}
          searchParams={runParams}
          columns={runColumns}
          exportable
          exportFileName={t('adminJobs.history')}
        />
      </Card>
      {editing && <EditJob job={editing} onClose={() => setEditing(null)} onSaved={() => jobs.current?.reload()} />}
    </Space>
  );
}

function EditJob({ job, onClose, onSaved }: { job: JobRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ cronExpression: string; enabled: boolean }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(SAVE_API, {
        jobCode: job.jobCode,
        cronExpression: values.cronExpression,
        enabledFlag: values.enabled ? 'Y' : 'N',
        version: job.version,
      });
      message.success(t('adminJobs.saved'));
      onSaved();
      onClose();
    } catch (error) {
      message.error(error instanceof ApiError ? error.msg : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('adminJobs.edit')} · ${job.jobName}`}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ cronExpression: job.cronExpression, enabled: job.enabledFlag === 'Y' }}
      >
        <Form.Item
          name="cronExpression"
          label={t('adminJobs.cron')}
          rules={[{ required: true, message: t('adminJobs.cronRequired') }]}
          extra={t('adminJobs.cronHelp')}
        >
          <Input data-testid="job-cron" />
        </Form.Item>
        <Form.Item name="enabled" label={t('adminJobs.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{job.jobCode}</Typography.Text>
    </Modal>
  );
}
