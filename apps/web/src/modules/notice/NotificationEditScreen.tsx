import { Alert, Button, Card, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { API, type Audience, type NotificationBatch } from './api.ts';
import { AttachmentField } from './common.tsx';
import { ReceiverFields } from './ReceiverFields.tsx';
import { LazyRichTextEditor, richTextIsEmpty } from './richText.tsx';
import { useDraftEditor } from './useDraftEditor.ts';

type Values = {
  notificationTitle: string;
  audience: Audience;
  orgIds: number[];
  supplierIds: number[];
  groupIds: number[];
  userIds: number[];
  link: boolean;
  billLink: string;
  content: string;
  fileIds: string;
};

const EMPTY: Partial<Values> = {
  audience: 'CHOSEN',
  orgIds: [],
  supplierIds: [],
  groupIds: [],
  userIds: [],
  link: false,
  billLink: '',
  content: '',
  fileIds: '',
};

function valuesOf(b: NotificationBatch): Partial<Values> {
  return {
    notificationTitle: b.notificationTitle,
    audience: b.audience,
    orgIds: b.orgIds,
    supplierIds: b.supplierIds,
    groupIds: b.groupIds,
    userIds: b.userIds ?? [],
    link: b.billType === 'LINK',
    billLink: b.billLink ?? '',
    content: b.content,
    fileIds: b.fileIds ?? '',
  };
}

/** notificationEdit (?id= for a draft): title, rich body, files, an optional link, receivers including users. */
export default function NotificationEditScreen() {
  const { t } = useTranslation();
  const {
    form,
    id,
    query,
    busy,
    locked,
    onSave,
    onPublish: onSend,
    backToList,
  } = useDraftEditor<Values, NotificationBatch>({
    key: 'notificationEdit',
    load: (batchId) => post<NotificationBatch>(API.batch, { batchId }),
    valuesOf,
    save: (v, batchId, version) =>
      post<NotificationBatch>(API.saveBatch, {
        batchId: batchId ?? undefined,
        version,
        notificationTitle: v.notificationTitle,
        audience: v.audience,
        orgIds: v.orgIds ?? [],
        supplierIds: v.supplierIds ?? [],
        groupIds: v.groupIds ?? [],
        userIds: v.userIds ?? [],
        billType: v.link ? 'LINK' : null,
        billLink: v.link ? v.billLink : null,
        content: richTextIsEmpty(v.content) ? '' : v.content,
        fileIds: v.fileIds || null,
      }),
    idOf: (b) => b.batchId,
    publish: (b) => post(API.publishBatch, { batchId: b.batchId, version: b.version }),
    listApi: API.batches,
    menuCode: 'BASE_NOTIFICATION',
    texts: { confirm: t('notice.sendConfirm'), ok: t('notice.send'), done: t('notice.sent') },
  });

  if (id != null && query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  if (id != null && !query.data) return <Skeleton active />;

  return (
    <div data-testid="screen-notificationEdit" style={{ maxWidth: 1100 }}>
      <Card
        title={id ? t('notice.editNotification') : t('notice.addNotification')}
        extra={
          <Space>
            <Button onClick={backToList}>{t('notice.back')}</Button>
            <Button onClick={onSave} loading={busy} disabled={locked} data-testid="notification-save">
              {t('notice.save')}
            </Button>
            <Button type="primary" onClick={onSend} loading={busy} disabled={locked} data-testid="notification-send">
              {t('notice.send')}
            </Button>
          </Space>
        }
      >
        {locked && <Alert type="warning" showIcon message={t('notice.notDraftHint')} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={EMPTY} disabled={locked}>
          <Form.Item
            name="notificationTitle"
            label={t('notice.title')}
            rules={[{ required: true, whitespace: true, message: t('notice.titleRequired') }]}
          >
            <Input maxLength={500} data-testid="notification-title" />
          </Form.Item>
          <ReceiverFields withUsers />
          <Space size="large" align="start" wrap>
            <Form.Item name="link" label={t('notice.isLink')} valuePropName="checked" tooltip={t('notice.linkHint')}>
              <Switch data-testid="notification-link-switch" />
            </Form.Item>
            <Form.Item noStyle dependencies={['link']}>
              {({ getFieldValue }) =>
                getFieldValue('link') && (
                  <Form.Item
                    name="billLink"
                    label={t('notice.billLink')}
                    rules={[
                      { required: true, message: t('notice.linkRequired') },
                      { pattern: /^https?:\/\/\S+$/i, message: t('notice.linkRequired') },
                    ]}
                  >
                    <Input style={{ width: 480 }} placeholder="https://" data-testid="notification-link" />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Space>
          <Form.Item name="content" label={t('notice.content')}>
            <LazyRichTextEditor testId="notification-editor" />
          </Form.Item>
          <Form.Item name="fileIds" label={t('notice.attachments')}>
            <AttachmentField checkPermission={false} />
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
