import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { type Dimension, PERMIT_API, type ScopeValue, type UserScope } from './api.ts';

const SOURCE_COLOR = { USER: 'blue', POSITION: 'purple', POSITION_LEVEL: 'gold' } as const;

/** The effective data scope of a user: each permitted value and where the permit comes from. */
export function UserScopeView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: ['adminPerson', 'scope', userId, lang],
    queryFn: () => post<UserScope>(PERMIT_API.userScope, { userId }, { lang }),
  });
  if (query.isLoading) return <Spin />;
  if (query.isError) {
    return <Alert type="error" title={t('adminPerson.loadFailed', { message: errorText(query.error) })} />;
  }
  const scope = query.data!;
  if (scope.kind !== 'INTERNAL') {
    return scope.kind === 'ALL' ? (
      <Alert type="success" showIcon title={t('adminPerson.scopeAll')} />
    ) : (
      <Alert type="info" showIcon title={t('adminPerson.scopeSupplier')} />
    );
  }
  const sections: [Dimension, ScopeValue[]][] = [
    ['ORG', scope.orgs],
    ['CATEGORY', scope.categories],
    ['PURCHASING_GROUP', scope.purchasingGroups],
  ];
  return (
    <Flex vertical gap={12} data-testid="user-scope">
      <Alert type="info" showIcon title={t('adminPerson.scopeHelp')} />
      {sections.map(([dimension, values]) => (
        <Card
          key={dimension}
          size="small"
          title={`${t(`adminPerson.dimensionName.${dimension}`)} (${values.length})`}
          data-testid={`user-scope-${dimension}`}
        >
          {values.length === 0 ? (
            <Alert
              type="warning"
              title={t('adminPerson.scopeNone', { dimension: t(`adminPerson.dimensionName.${dimension}`) })}
            />
          ) : (
            <Table<ScopeValue>
              size="small"
              rowKey="valueId"
              pagination={false}
              dataSource={values}
              columns={[
                { key: 'code', dataIndex: 'valueCode', title: t('adminPerson.valueCode'), width: 160 },
                { key: 'name', dataIndex: 'valueName', title: t('adminPerson.valueName'), width: 220 },
                {
                  key: 'sources',
                  title: t('adminPerson.sources'),
                  render: (_v, row) =>
                    row.sources.map((s) => (
                      <Tag key={`${s.targetType}-${s.targetId}`} color={SOURCE_COLOR[s.targetType]}>
                        {t(`adminPerson.targetName.${s.targetType}`)} {s.targetName ?? s.targetCode}
                      </Tag>
                    )),
                },
              ]}
            />
          )}
        </Card>
      ))}
    </Flex>
  );
}
