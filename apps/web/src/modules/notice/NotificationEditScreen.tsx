import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { API, type Audience, type NotificationBatch } from './api.ts';
import { AttachmentField } from './common.tsx';
import { ReceiverFields } from './ReceiverFields.tsx';
import { LazyRichTextEditor, richTextIsEmpty } from './richText.tsx';

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

/** notificationEdit (?id= for a draft): title, rich body, files, an optional link, receivers including users. */
export default function NotificationEditScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const screen = useScreen();
  const client = useQueryClient();
  const { openMenu } = useOpenScreens();
  const [form] = Form.useForm<Values>();
  const [id, setId] = useState<number | null>(() => {
    const n = Number(screen?.query.id);
    return Number.isInteger(n) && n > 0 ? n : null;
  });
  const [version, setVersion] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['notificationEdit', id],
    queryFn: () => post<NotificationBatch>(API.batch, { batchId: id }),
    enabled: id != null,
    staleTime: 0,
    retry: false,
  });
  useEffect(() => {
    const b = query.data;
    if (!b) return;
    form.setFieldsValue({
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
    });
    setVersion(b.version);
  }, [query.data, form]);

  const refreshLists = () => void client.invalidateQueries({ queryKey: ['listPage', API.batches] });
  const backToList = () => {
    refreshLists();
    if (!openMenu(['BASE_NOTIFICATION'])) window.history.back();
  };

  const save = async (): Promise<NotificationBatch | null> => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return null;
    }
    try {
      const saved = await post<NotificationBatch>(API.saveBatch, {
        batchId: id ?? undefined,
        version: id ? version : undefined,
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
      });
      setId(saved.batchId);
      setVersion(saved.version);
      refreshLists();
      return saved;
    } catch (error) {
      message.error(errorText(error));
      return null;
    }
  };

  const onSave = async () => {
    setBusy(true);
    const saved = await save();
    setBusy(false);
    if (saved) message.success(t('notice.saved'));
  };

  const onSend = () =>
    modal.confirm({
      title: t('notice.sendConfirm'),
      okText: t('notice.send'),
      cancelText: t('notice.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const saved = await save();
          if (!saved) return;
          await post(API.publishBatch, { batchId: saved.batchId, version: saved.version });
          message.success(t('notice.sent'));
          backToList();
        } catch (error) {
          message.error(errorText(error));
        } finally {
          setBusy(false);
        }
      },
    });

  if (id != null && query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  if (id != null && !query.data) return <Skeleton active />;
  const locked = query.data != null && query.data.status !== 'DRAFT';

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
