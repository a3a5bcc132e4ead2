import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { restPath, type ServerName } from '@srm/core/api';
import { Alert, App, Button, Modal, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, request } from '../../app/api/client.ts';
import { authHeaders, useDownload } from '../../app/api/download.ts';
import { API } from '../../app/api/endpoints.ts';

type Refusal = { msg: string; errors?: { rowNumber: number; message: string }[]; reportId?: string };
const REPORT_PATH = '/api/exportServer/v1/importRestful/downloadReport';

/** Posts the xlsx (multipart field `file`) to the entity's doImport; the envelope's msg, or an ApiError. */
async function upload(path: string, file: File, fallback: string): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(path, { method: 'POST', headers: authHeaders(), body });
  if (response.status === 401) await request(API.userInfo); // the one client ends the session
  const envelope = (await response.json().catch(() => null)) as {
    status?: string;
    msg?: string;
    data?: unknown;
  } | null;
  if (envelope?.status !== 'S') throw new ApiError(envelope?.msg || fallback, response.status, envelope?.data ?? null);
  return envelope.msg ?? '';
}

/**
 * The import dialog of a master list (button btnImport; the platform's all-or-nothing import):
 * the template, the file, then either the count imported or the refused rows with the report.
 */
export function ImportModal({
  server = 'baseServer',
  entity,
  what,
  hint,
  testId,
  onClose,
  onImported,
}: {
  server?: ServerName;
  entity: string;
  what: string;
  /** What the rows of this import mean (grouping, keys), under the general intro. */
  hint?: string;
  testId: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownload();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const start = async () => {
    const raw = (file?.originFileObj ?? file) as File | null;
    if (!raw) return message.warning(t('baseData.noFile'));
    setBusy(true);
    setRefusal(null);
    try {
      message.success(await upload(restPath(server, entity, 'doImport'), raw, t('app.unexpectedError')));
      onImported();
      onClose();
    } catch (error) {
      const data = (error instanceof ApiError ? error.data : null) as Omit<Refusal, 'msg'> | null;
      setRefusal({ msg: errorText(error), ...(data ?? {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('baseData.importTitle', { what })}
      width={640}
      onCancel={onClose}
      onOk={start}
      okText={t('baseData.startImport')}
      okButtonProps={{ loading: busy, disabled: !file, 'data-testid': `${testId}-import-ok` } as never}
      cancelText={t('app.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid={`${testId}-import`}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('baseData.importIntro')}
        </Typography.Paragraph>
        {hint ? (
          <Typography.Paragraph style={{ marginBottom: 0 }} data-testid={`${testId}-import-hint`}>
            {hint}
          </Typography.Paragraph>
        ) : null}
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            download(restPath(server, entity, 'importTemplate'), { fallbackName: `${entity}-template.xlsx` })
          }
        >
          {t('baseData.downloadTemplate')}
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
          onRemove={() => setFile(null)}
          data-testid={`${testId}-import-file`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('baseData.chooseFile')}</p>
        </Upload.Dragger>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            title={refusal.msg}
            data-testid={`${testId}-import-errors`}
            description={
              refusal.errors?.length ? (
                <div>
                  <ul style={{ margin: '4px 0 8px', paddingInlineStart: 18 }}>
                    {refusal.errors.slice(0, 10).map((item) => (
                      <li key={item.rowNumber}>
                        {t('baseData.row', { row: item.rowNumber })}: {item.message}
                      </li>
                    ))}
                  </ul>
                  {refusal.reportId ? (
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      onClick={() =>
                        download(REPORT_PATH, { body: { reportId: refusal.reportId }, fallbackName: 'report.xlsx' })
                      }
                    >
                      {t('baseData.downloadReport')}
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
