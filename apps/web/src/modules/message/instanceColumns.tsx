import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import type { Instance } from './api.ts';
import { ChannelTags, StatusTag } from './pickers.tsx';

/** The columns of an instance list (messageList, msgInstance, msgTd). */
export function instanceColumns(t: TFunction, extra: ColumnConfig[] = []): ColumnConfig[] {
  return [
    { key: 'instanceId', title: t('message.instanceId'), width: 90 },
    {
      key: 'title',
      title: t('message.title'),
      width: 300,
      render: (v, row) => (
        <Typography.Text ellipsis={{ tooltip: (row as Instance).content }} style={{ maxWidth: 280 }}>
          {String(v)}
        </Typography.Text>
      ),
    },
    { key: 'sourceName', title: t('message.source'), width: 150 },
    ...extra,
    {
      key: 'sendType',
      title: t('message.sendType'),
      width: 100,
      render: (v) => <Tag>{t(`message.sendType${v as Instance['sendType']}`)}</Tag>,
    },
    {
      key: 'channels',
      title: t('message.channels'),
      width: 140,
      render: (v) => <ChannelTags channels={v as string[]} />,
    },
    { key: 'senderName', title: t('message.sender'), width: 110 },
    { key: 'creationDate', title: t('message.sendTime'), editType: 'datetime', width: 170 },
    { key: 'receiverCount', title: t('message.receiverCount'), editType: 'number', width: 90 },
    { key: 'readCount', title: t('message.readCount'), editType: 'number', width: 90 },
    { key: 'status', title: t('message.status'), width: 90, render: (v) => <StatusTag status={String(v)} /> },
  ];
}
