import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/api/client.ts';
import { type RegistrationFile, uploadRegistrationFile } from './api.ts';

/**
 * Files of the registration form: each file goes to the registration's own upload (with its token, no
 * session) and the field keeps the uploaded attachments; removing one only takes it off the form.
 */
export function FilesInput({
  token,
  value = [],
  onChange,
  testId,
}: {
  token: string;
  value?: RegistrationFile[];
  onChange?: (files: RegistrationFile[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid={testId}>
      <Upload
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const saved = await uploadRegistrationFile(token, file as File);
            onChange?.([...(value ?? []), saved]);
          } catch (error) {
            message.error(errorText(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('registration.upload')}
        </Button>
      </Upload>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('registration.removeContact')}
                  onClick={() => onChange?.(value.filter((x) => x.id !== f.id))}
                />,
              ]}
            >
              <PaperClipOutlined /> {f.originalFileName}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
