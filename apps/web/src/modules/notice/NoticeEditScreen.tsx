import { formatDate } from '@srm/core';
import { Alert, Button, Card, DatePicker, Form, Input, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { API, type Audience, NOTICE_TYPE_LOOKUP, type Notice } from './api.ts';
import { AttachmentField } from './common.tsx';
import { ReceiverFields } from './ReceiverFields.tsx';
import { LazyRichTextEditor, richTextIsEmpty, textToHtml } from './richText.tsx';
import { useDraftEditor } from './useDraftEditor.ts';

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
  const { form, id, query, busy, locked, onSave, onPublish, backToList } = useDraftEditor<Values, Notice>({
    key: 'noticeEdit',
    load: (noticeId) => post<Notice>(API.notice, { noticeId, preview: 'Y' }),
    valuesOf,
    save: (v, noticeId, version) =>
      post<Notice>(API.saveNotice, {
        noticeId: noticeId ?? undefined,
        version,
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
      }),
    idOf: (n) => n.noticeId,
    publish: (n) => post(API.publish, { noticeId: n.noticeId, version: n.version }),
    listApi: API.notices,
    menuCode: 'BASE_NOTICE',
    texts: { confirm: t('notice.publishConfirm'), ok: t('notice.publish'), done: t('notice.published') },
  });

  if (id != null && query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  if (id != null && !query.data) return <Skeleton active />;

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
