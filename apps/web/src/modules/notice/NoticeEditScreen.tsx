import { formatDate } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { API, type Audience, NOTICE_TYPE_LOOKUP, type Notice } from './api.ts';
import { AttachmentField } from './common.tsx';
import { ReceiverFields } from './ReceiverFields.tsx';
import { LazyRichTextEditor, richTextIsEmpty, textToHtml } from './richText.tsx';

type Values = {
  noticeTitle: string;
  noticeType: string;
  audience: Audience;
  orgIds: number[];
  supplierIds: number[];
  groupIds: number[];
  expireDate: Dayjs | null;
  topFlag: boolean;
  ackFlag: boolean;
  content: string;
  fileIds: string;
};

const EMPTY: Partial<Values> = {
  audience: 'ALL',
  orgIds: [],
  supplierIds: [],
  groupIds: [],
  topFlag: false,
  ackFlag: false,
  content: '',
  fileIds: '',
};

function valuesOf(n: Notice): Partial<Values> {
  return {
    noticeTitle: n.noticeTitle,
    noticeType: n.noticeType,
    audience: n.audience,
    orgIds: n.orgIds ?? [],
    supplierIds: n.supplierIds ?? [],
    groupIds: n.groupIds ?? [],
    expireDate: n.expireDate ? dayjs(n.expireDate) : null,
    topFlag: n.topFlag === 'Y',
    ackFlag: n.ackFlag === 'Y',
    content: n.contentFormat === 'HTML' ? n.content : textToHtml(n.content ?? ''),
    fileIds: n.fileIds ?? '',
  };
}

/** noticeEdit (?id= for a draft, none for a new one): the notice written with the rich editor, receivers and files. */
export default function NoticeEditScreen() {
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
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['noticeEdit', id],
    queryFn: () => post<Notice>(API.notice, { noticeId: id, preview: 'Y' }),
    enabled: id != null,
    staleTime: 0,
    retry: false,
  });
  const [version, setVersion] = useState<number | undefined>();
  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue(valuesOf(query.data));
    setVersion(query.data.version);
  }, [query.data, form]);

  const refreshLists = () => void client.invalidateQueries({ queryKey: ['listPage', API.notices] });
  const backToList = () => {
    refreshLists();
    if (!openMenu(['BASE_NOTICE'])) window.history.back();
  };

  /** Saves the form; returns the saved notice (null when the form is invalid or the call failed). */
  const save = async (): Promise<Notice | null> => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return null;
    }
    try {
      const saved = await post<Notice>(API.saveNotice, {
        noticeId: id ?? undefined,
        version: id ? version : undefined,
        noticeTitle: v.noticeTitle,
        noticeType: v.noticeType,
        audience: v.audience,
        orgIds: v.orgIds ?? [],
        supplierIds: v.supplierIds ?? [],
        groupIds: v.groupIds ?? [],
        expireDate: v.expireDate ? formatDate(v.expireDate.toDate()) : null,
        topFlag: v.topFlag ? 'Y' : 'N',
        ackFlag: v.ackFlag ? 'Y' : 'N',
        content: richTextIsEmpty(v.content) ? '' : v.content,
        contentFormat: 'HTML',
        fileIds: v.fileIds || null,
      });
      setId(saved.noticeId);
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

  const onPublish = () =>
    modal.confirm({
      title: t('notice.publishConfirm'),
      okText: t('notice.publish'),
      cancelText: t('notice.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const saved = await save();
          if (!saved) return;
          await post(API.publish, { noticeId: saved.noticeId, version: saved.version });
          message.success(t('notice.published'));
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
    <div data-testid="screen-noticeEdit" style={{ maxWidth: 1100 }}>
      <Card
        title={id ? `${t('notice.editTitle')} ${query.data?.noticeNumber ?? ''}` : t('notice.addTitle')}
        extra={
          <Space>
            <Button onClick={backToList} data-testid="notice-edit-back">
              {t('notice.back')}
            </Button>
            <Button onClick={onSave} loading={busy} disabled={locked} data-testid="notice-save">
              {t('notice.save')}
            </Button>
            <Button type="primary" onClick={onPublish} loading={busy} disabled={locked} data-testid="notice-publish">
              {t('notice.publish')}
            </Button>
          </Space>
        }
      >
        {locked && <Alert type="warning" showIcon message={t('notice.notDraftHint')} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={EMPTY} disabled={locked}>
          <Form.Item
            name="noticeTitle"
            label={t('notice.title')}
            rules={[{ required: true, whitespace: true, message: t('notice.titleRequired') }]}
          >
            <Input maxLength={256} data-testid="notice-title" />
          </Form.Item>
          <Space size="large" wrap align="start">
            <Form.Item
              name="noticeType"
              label={t('notice.type')}
              rules={[{ required: true, message: t('notice.typeRequired') }]}
            >
              <LookupSelect typeCode={NOTICE_TYPE_LOOKUP} style={{ width: 200 }} data-testid="notice-type" />
            </Form.Item>
            <Form.Item name="expireDate" label={t('notice.expireDate')}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="topFlag" label={t('notice.topFlag')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="ackFlag" label={t('notice.ackFlag')} valuePropName="checked" tooltip={t('notice.ackHint')}>
              <Switch data-testid="notice-ack" />
            </Form.Item>
          </Space>
          <ReceiverFields />
          <Form.Item name="content" label={t('notice.content')}>
            <LazyRichTextEditor testId="notice-editor" />
          </Form.Item>
          <Form.Item name="fileIds" label={t('notice.attachments')}>
            <AttachmentField checkPermission={false} />
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
