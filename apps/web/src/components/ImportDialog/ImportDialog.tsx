import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@srm/core/excel/index';
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../app/api/download.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

/** One refused row: the row, the column (document imports name it) and the message in the user's language. */
type RowError = { rowNumber: number; column?: string; message: string };
/** A refused import (nothing was stored): the server's message, the rows it refused and its report. */
type Refusal = { msg: string; errorCount?: number; errors?: RowError[]; reportId?: string };

const REPORT_PATH = '/api/exportServer/v1/importRestful/downloadReport';
const MAX_MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);

export type ImportDialogProps = {
  /** Test ids: `<testId>-import` (the body), `-import-ok`, `-file`, `-template`, `-progress`, `-errors`, `-report`, `-done`, `-hint`. */
  testId: string;
  title: string;
  /** What the import does, under the title. */
  intro: string;
  /** What the rows of this import mean (grouping, keys), under the intro. */
  hint?: string;
  /** Added to the file rule under the drop area (a row limit, say). */
  fileHint?: string;
  /** doImport and importTemplate of the import. */
  uploadPath: string;
  templatePath: string;
  templateName: string;
  /** Text fields sent with the file (the lookup import's `lookupType`). */
  fields?: Record<string, string>;
  /**
   * Keeps the dialog open on success and shows this text (the document import's count); without it
   * the dialog closes and the server's message shows as a toast.
   */
  doneText?: (data: unknown) => string;
  width?: number;
  onClose: () => void;
  onImported: () => void;
};

/**
 * The import dialog of every xlsx import (master lists, lookup values, documents; button btnImport):
 * the template to download, the file to choose (checked for type and size before it goes), the upload
 * with its progress, then the result — or the rows the server refused (nothing was stored) with the
 * report to download. Rows refused by column show as a table, the others as a list.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { testId, fields = {}, doneText, onClose, onImported } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownload();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = async () => {
    const raw = (file?.originFileObj ?? file) as File | null;
    if (!raw) return void message.warning(t('importDialog.noFile'));
    setRefusal(null);
    setDone(null);
    setPercent(0);
    try {
      const envelope = await uploadWithProgress(props.uploadPath, raw, fields, setPercent);
      if (envelope?.status !== 'S') {
        setRefusal({ msg: envelope?.msg || t('app.unexpectedError'), ...((envelope?.data as object) ?? {}) });
      } else if (doneText) {
        const text = doneText(envelope.data);
        setDone(text);
        message.success(text);
        onImported();
      } else {
        message.success(envelope.msg ?? '');
        onImported();
        onClose();
      }
    } catch {
      setRefusal({ msg: t('app.unexpectedError') });
    } finally {
      setPercent(null);
    }
  };

  /** Refuses a file the server would refuse anyway, before it is uploaded. */
  const choose = (chosen: File) => {
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
      message.error(t('importDialog.wrongType', { name: chosen.name }));
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > IMPORT_MAX_BYTES) {
      message.error(t('importDialog.tooLarge', { name: chosen.name, mb: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen as unknown as UploadFile);
    setRefusal(null);
    setDone(null);
    return false;
  };

  const busy = percent !== null;
  const errors = refusal?.errors ?? [];
  const byColumn = errors.some((e) => e.column !== undefined);
  return (
    <Modal
      open
      title={props.title}
      width={props.width ?? 640}
      onCancel={onClose}
      onOk={done ? onClose : start}
      okText={done ? t('app.ok') : t('importDialog.startImport')}
      okButtonProps={{ loading: busy, disabled: !file && !done, 'data-testid': `${testId}-import-ok` } as never}
      cancelText={t('app.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid={`${testId}-import`}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {props.intro}
        </Typography.Paragraph>
        {props.hint ? (
          <Typography.Paragraph style={{ marginBottom: 0 }} data-testid={`${testId}-import-hint`}>
            {props.hint}
          </Typography.Paragraph>
        ) : null}
        <Button
          icon={<DownloadOutlined />}
          onClick={() => download(props.templatePath, { fallbackName: props.templateName })}
          data-testid={`${testId}-import-template`}
        >
          {t('importDialog.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={choose}
          onRemove={() => {
            setFile(null);
            setRefusal(null);
          }}
          data-testid={`${testId}-import-file`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('importDialog.chooseFile')}</p>
          <p className="ant-upload-hint">
            {[t('importDialog.fileRule', { mb: MAX_MB }), props.fileHint].filter(Boolean).join(' · ')}
          </p>
        </Upload.Dragger>
        {busy ? (
          <div data-testid={`${testId}-import-progress`}>
            <Typography.Text type="secondary">{t('importDialog.uploading')}</Typography.Text>
            <Progress percent={percent ?? 0} size="small" />
          </div>
        ) : null}
        {done ? <Alert type="success" showIcon title={done} data-testid={`${testId}-import-done`} /> : null}
        {refusal ? (
          <div data-testid={`${testId}-import-errors`}>
            <Alert type="error" showIcon title={refusal.msg} style={{ marginBottom: 8 }} />
            {byColumn ? (
              <Table
                size="small"
                pagination={errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
                rowKey={(row) => `${row.rowNumber}-${row.column}`}
                dataSource={errors}
                columns={[
                  { key: 'row', dataIndex: 'rowNumber', title: t('importDialog.row'), width: 70 },
                  { key: 'column', dataIndex: 'column', title: t('importDialog.column'), width: 170 },
                  {
                    key: 'message',
                    title: t('importDialog.message'),
                    // The column is its own cell: show the message without its "column: " prefix.
                    render: (_, row) =>
                      row.column && row.message.startsWith(`${row.column}: `)
                        ? row.message.slice(row.column.length + 2)
                        : row.message,
                  },
                ]}
              />
            ) : errors.length > 0 ? (
              <ul style={{ margin: '4px 0 8px', paddingInlineStart: 18 }}>
                {errors.slice(0, 10).map((item) => (
                  <li key={item.rowNumber}>
                    {t('importDialog.rowOf', { row: item.rowNumber })}: {item.message}
                  </li>
                ))}
              </ul>
            ) : null}
            {refusal.reportId ? (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                style={{ marginTop: 8 }}
                onClick={() =>
                  download(REPORT_PATH, { body: { reportId: refusal.reportId }, fallbackName: 'import-report.xlsx' })
                }
                data-testid={`${testId}-import-report`}
              >
                {t('importDialog.downloadReport')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}
