import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { API } from './api.ts';

type Pref = { sourceId: number; sourceCode: string; sourceName: string; inAppFlag: 'Y' | 'N'; emailFlag: 'Y' | 'N' };

/** Receiving preferences (htmlUrl 'msgUser'): which sources reach me on which channel — my own, any user. */
export default function MsgUserScreen() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const query = useQuery({ queryKey: ['messagePrefs', i18n.language], queryFn: () => post<Pref[]>(API.myPrefs, {}) });
  const [rows, setRows] = useState<Pref[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRows(query.data ?? []), [query.data]);

  const flip = (sourceId: number, key: 'inAppFlag' | 'emailFlag', on: boolean) =>
    setRows((rs) => rs.map((r) => (r.sourceId === sourceId ? { ...r, [key]: on ? 'Y' : 'N' } : r)));

  return (
    <div data-testid="screen-msgUser" style={{ maxWidth: 760 }}>
      <Alert type="info" showIcon message={t('message.prefsHint')} style={{ marginBottom: 12 }} />
      <Table<Pref>
        size="small"
        rowKey="sourceId"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'sourceName', dataIndex: 'sourceName', title: t('message.source') },
          { key: 'sourceCode', dataIndex: 'sourceCode', title: t('message.sourceCode') },
          {
            key: 'inApp',
            title: t('message.inApp'),
            width: 100,
            render: (_, r) => (
              <Switch
                checked={r.inAppFlag === 'Y'}
                onChange={(on) => flip(r.sourceId, 'inAppFlag', on)}
                data-testid={`pref-inapp-${r.sourceCode}`}
              />
            ),
          },
          {
            key: 'email',
            title: t('message.email'),
            width: 100,
            render: (_, r) => (
              <Switch
                checked={r.emailFlag === 'Y'}
                onChange={(on) => flip(r.sourceId, 'emailFlag', on)}
                data-testid={`pref-email-${r.sourceCode}`}
              />
            ),
          },
        ]}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        loading={saving}
        disabled={rows.length === 0}
        data-testid="prefs-save"
        onClick={async () => {
          setSaving(true);
          try {
            await post(API.saveMyPrefs, {
              prefs: rows.map((r) => ({ sourceId: r.sourceId, inAppFlag: r.inAppFlag, emailFlag: r.emailFlag })),
            });
            message.success(t('message.saved'));
            void query.refetch();
          } catch (error) {
            message.error(errorText(error));
          } finally {
            setSaving(false);
          }
        }}
      >
        {t('message.save')}
      </Button>
    </div>
  );
}
