import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../app/api/client.ts';
import { authHeaders, useDownload } from '../../app/api/download.ts';
import { API } from '../../app/api/endpoints.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { DocumentScreenConfig } from './config.ts';

/** A refused import: the rows the server refused (row, column, message) and the report to download. */
type Refusal = {
  msg: string;
  errorCount?: number;
  errors?: { rowNumber: number; column: string; message: string }[];
  reportId?: string;
};
type Envelope = { status?: string; msg?: string; data?: unknown };

const REPORT_PATH = '/api/exportServer/v1/importRestful/downloadReport';

/** Posts the file as multipart to the type's doImport, reporting the upload's progress (0–100). */
function upload(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; envelope: Envelope | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: Envelope | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () => reject(new Error('network'));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * The Import button of a document list (button btnImport): the template to download, the file to
 * upload with its progress, then either the imported count (and the list refreshed) or the refused
 * rows in a table with the server's report to download. All rows or none.
 */
export function ImportModal({
  config,
  onClose,
  onImported,
}: {
  config: DocumentScreenConfig;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const download = useDownload();
  const { def, base, testId } = config;
  const [file, setFile] = useState<UploadFile | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = async () => {
    const raw = (file?.originFileObj ?? file) as File | null;
    if (!raw) {
      message.warning(t('documentIo.noFile'));
      return;
    }
    setRefusal(null);
    setDone(null);
    setPercent(0);
    try {
      const { status, envelope } = await upload(`${base}/doImport`, raw, setPercent);
      if (status === 401) await request(API.userInfo); // lets the client end the session
      if (envelope?.status === 'S') {
        const data = envelope.data as { documents: number; lines: number };
        const text = t('documentIo.imported', { documents: data.documents, lines: data.lines });
        setDone(text);
        message.success(text);
        onImported();
      } else {
        setRefusal({ msg: envelope?.msg || t('app.unexpectedError'), ...((envelope?.data as object) ?? {}) });
      }
    } catch {
      setRefusal({ msg: t('app.unexpectedError') });
    } finally {
      setPercent(null);
    }
  };

  const busy = percent !== null;
  return (
    <Modal
      open
      title={t('documentIo.importTitle', { name: def.name[lang] })}
      width={760}
      onCancel={onClose}
      onOk={done ? onClose : start}
      okText={done ? t('app.ok') : t('documentIo.startImport')}
      okButtonProps={{ loading: busy, disabled: !file && !done, 'data-testid': `${testId}-import-ok` } as never}
      cancelText={t('app.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid={`${testId}-import`}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('documentIo.importIntro')}
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => download(`${base}/importTemplate`, { fallbackName: `${def.billType}-import-template.xlsx` })}
          data-testid={`${testId}-import-template`}
        >
          {t('documentIo.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={(chosen) => {
            setFile(chosen as unknown as UploadFile);
            setRefusal(null);
            setDone(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setRefusal(null);
          }}
          data-testid={`${testId}-import-file`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('documentIo.chooseFile')}</p>
          <p className="ant-upload-hint">{t('documentIo.chooseFileHint')}</p>
        </Upload.Dragger>
        {busy ? (
          <div data-testid={`${testId}-import-progress`}>
            <Typography.Text type="secondary">{t('documentIo.uploading')}</Typography.Text>
            <Progress percent={percent ?? 0} size="small" />
          </div>
        ) : null}
        {done ? <Alert type="success" showIcon title={done} data-testid={`${testId}-import-done`} /> : null}
        {refusal ? (
          <div data-testid={`${testId}-import-errors`}>
            <Alert type="error" showIcon title={refusal.msg} style={{ marginBottom: 8 }} />
            {refusal.errors?.length ? (
              <>
                <Table
                  size="small"
                  pagination={refusal.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
                  rowKey={(row) => `${row.rowNumber}-${row.column}`}
                  dataSource={refusal.errors}
                  columns={[
                    { key: 'row', dataIndex: 'rowNumber', title: t('documentIo.row'), width: 70 },
                    { key: 'column', dataIndex: 'column', title: t('documentIo.column'), width: 170 },
                    {
                      key: 'message',
                      title: t('documentIo.message'),
                      // The column is its own cell: show the message without its "column: " prefix.
                      render: (_, row) =>
                        row.column && row.message.startsWith(`${row.column}: `)
                          ? row.message.slice(row.column.length + 2)
                          : row.message,
                    },
                  ]}
                />
                {refusal.reportId ? (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    style={{ marginTop: 8 }}
                    onClick={() =>
                      download(REPORT_PATH, {
                        body: { reportId: refusal.reportId },
                        fallbackName: 'import-report.xlsx',
                      })
                    }
                    data-testid={`${testId}-import-report`}
                  >
                    {t('documentIo.downloadReport')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}
