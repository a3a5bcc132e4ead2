import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, request } from '../../../app/api/client.ts';
import { authHeaders, useDownload } from '../../../app/api/download.ts';
import { API } from '../../../app/api/endpoints.ts';
import { LOOKUP_API, type LookupTypeRow } from './api.ts';

type ImportRefusal = { errorCount?: number; errors?: { rowNumber: number; message: string }[]; reportId?: string };

/** Posts the xlsx as multipart (file, lookupType) to doImport; the server's envelope, or an ApiError. */
async function uploadValues(file: File, lookupType: string, fallback: string): Promise<string> {
  const body = new FormData();
  body.append('lookupType', lookupType);
  body.append('file', file, file.name);
  const response = await fetch(LOOKUP_API.importValues, { method: 'POST', headers: authHeaders(), body });
  if (response.status === 401) {
    await request(API.userInfo); // lets the one client end the session and go to the login page
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: string;
    msg?: string;
    data?: unknown;
  } | null;
  if (envelope?.status !== 'S') {
    throw new ApiError(envelope?.msg || fallback, response.status, envelope?.data ?? null);
  }
  return envelope.msg ?? '';
}

/**
 * Imports the values of one type from an xlsx (all rows or none): the template to download, the
 * file to choose, and — when the server refuses rows — the first errors and the full report.
 */
export function LookupImportModal({
  type,
  onClose,
  onImported,
}: {
  type: LookupTypeRow;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownload();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; data: ImportRefusal } | null>(null);

  const start = async () => {
    const raw = file?.originFileObj ?? (file as unknown as File | null);
    if (!raw) {
      message.warning(t('adminLookup.noFile'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const msg = await uploadValues(raw as File, type.lookupType, t('app.unexpectedError'));
      message.success(msg);
      onImported();
      onClose();
    } catch (error) {
      const data = (error instanceof ApiError ? error.data : null) as ImportRefusal | null;
      setRefusal({ msg: errorText(error), data: data ?? {} });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('adminLookup.importTitle', { code: type.lookupType })}
      width={640}
      onCancel={onClose}
      onOk={start}
      okText={t('adminLookup.startImport')}
      okButtonProps={{ loading: busy, disabled: !file, 'data-testid': 'lookup-import-ok' } as never}
      cancelText={t('app.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="lookup-import">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('adminLookup.importIntro')}
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => download(LOOKUP_API.importTemplate, { fallbackName: 'lookup-import-template.xlsx' })}
          data-testid="lookup-import-template"
        >
          {t('adminLookup.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={(chosen) => {
            setFile(chosen as unknown as UploadFile);
            setRefusal(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setRefusal(null);
          }}
          data-testid="lookup-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('adminLookup.chooseFile')}</p>
          <p className="ant-upload-hint">{t('adminLookup.chooseFileHint')}</p>
        </Upload.Dragger>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            title={refusal.msg}
            data-testid="lookup-import-errors"
            description={
              refusal.data.errors?.length ? (
                <div>
                  <ul style={{ margin: '4px 0 8px', paddingInlineStart: 18 }}>
                    {refusal.data.errors.slice(0, 10).map((item) => (
                      <li key={item.rowNumber}>
                        {t('adminLookup.row', { row: item.rowNumber })}: {item.message}
                      </li>
                    ))}
                  </ul>
                  {refusal.data.reportId ? (
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      onClick={() =>
                        download(LOOKUP_API.importReport, {
                          body: { reportId: refusal.data.reportId },
                          fallbackName: 'import-report.xlsx',
                        })
                      }
                      data-testid="lookup-import-report"
                    >
                      {t('adminLookup.downloadReport')}
                    </Button>
                  ) : null}
                </div>
              ) : undefined
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
