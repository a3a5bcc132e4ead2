import { TODO_BILL_TYPES } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Input, Row, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { API } from './api.ts';
import { useOpenScreens } from './useOpenScreens.ts';

type Startable = {
  modelId: number;
  modelName: string;
  categoryName: string | null;
  billType: string;
  orgName: string | null;
  description: string | null;
};

/** The menu whose screen creates a document of a bill type (the to-do table of @srm/core says it). */
function menuOfBillType(billType: string): string | null {
  const open = (TODO_BILL_TYPES as Record<string, { kind: string; menuCode?: string }>)[billType];
  return open?.kind === 'menu' ? (open.menuCode ?? null) : null;
}

/**
 * Start an approval (spec §2 `processInitiate`): the deployed processes grouped by category; "Start"
 * opens a new document of the process's bill type through the current responsibility's menu, where it is
 * filled in and submitted. A process whose document the responsibility cannot create says so.
 */
export default function ProcessInitiateScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { openMenu } = useOpenScreens();
  const billTypes = useLookup('SYS_TOBEDO');
  const [keyword, setKeyword] = useState('');
  const query = useQuery({ queryKey: ['bpmStartable'], queryFn: () => post<Startable[]>(API.startable) });

  const groups = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    const shown = (query.data ?? []).filter(
      (p) => !k || `${p.modelName} ${billTypes.meaning(p.billType)}`.toLowerCase().includes(k),
    );
    const byCategory = new Map<string, Startable[]>();
    for (const p of shown) {
      const name = p.categoryName ?? t('bpm.uncategorised');
      byCategory.set(name, [...(byCategory.get(name) ?? []), p]);
    }
    return [...byCategory];
  }, [query.data, keyword, billTypes, t]);

  const start = (p: Startable) => {
    const menuCode = menuOfBillType(p.billType);
    if (!menuCode || !openMenu([menuCode], { mode: 'new' })) message.warning(t('bpm.cannotStart'));
  };

  if (query.isLoading) return <Spin />;
  if (query.error) return <Alert type="error" title={errorText(query.error)} />;
  return (
    <div data-testid="screen-processInitiate">
      <Typography.Paragraph type="secondary">{t('bpm.initiateIntro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('bpm.initiateSearch')}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ width: 320, marginBottom: 16 }}
        data-testid="initiate-search"
      />
      {groups.length === 0 && <Empty description={t('bpm.noStartable')} />}
      {groups.map(([category, processes]) => (
        <Card key={category} size="small" title={category} style={{ marginBottom: 12 }}>
          <Row gutter={[12, 12]}>
            {processes.map((p) => (
              <Col key={p.modelId} xs={24} md={12} xl={8}>
                <Card size="small" data-testid={`initiate-${p.billType}`}>
                  <Typography.Text strong>{p.modelName}</Typography.Text>
                  <div style={{ margin: '6px 0' }}>
                    <Tag>{billTypes.meaning(p.billType)}</Tag>
                    <Tag color="blue">{p.orgName ?? t('bpm.allOrgs')}</Tag>
                  </div>
                  {p.description && <Typography.Paragraph type="secondary">{p.description}</Typography.Paragraph>}
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => start(p)}
                    data-testid={`initiate-start-${p.billType}`}
                  >
                    {t('bpm.initiateStart')}
                  </Button>
                </Card>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}
