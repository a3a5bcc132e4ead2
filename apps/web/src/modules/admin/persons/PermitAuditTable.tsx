import { Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { type AuditRow, type Dimension, type Holder, PERMIT_API } from './api.ts';

const ACTION_COLOR = { GRANT: 'success', REVOKE: 'error', ALLOT: 'processing', UNALLOT: 'default' } as const;
const holderKey = (h: Holder) => `${h.targetType}:${h.targetId}`;

/** The audit of permission changes of one holder (the user, a position, a level): who changed what, when. */
export function PermitAuditTable({ holders }: { holders: Holder[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const holder = holders.find((h) => holderKey(h) === chosen) ?? holders[0] ?? null;
  const searchParams = useMemo(
    () => (holder ? { targetType: holder.targetType, targetId: holder.targetId } : { targetId: -1 }),
    [holder],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'createdAt', title: t('adminPerson.auditTime'), editType: 'datetime', width: 160 },
      {
        key: 'action',
        title: t('adminPerson.auditAction'),
        width: 120,
        render: (v) => {
          const action = v as AuditRow['action'];
          return <Tag color={ACTION_COLOR[action]}>{t(`adminPerson.action.${action}`)}</Tag>;
        },
      },
      {
        key: 'dimension',
        title: t('adminPerson.dimension'),
        width: 110,
        render: (v) => (v ? t(`adminPerson.dimensionName.${v as Dimension}`) : '—'),
      },
      {
        key: 'values',
        title: t('adminPerson.auditContent'),
        width: 280,
        render: (_v, row) => {
          const audit = row as AuditRow;
          if (audit.action === 'ALLOT' || audit.action === 'UNALLOT') {
            return t('adminPerson.period', {
              from: audit.detail?.dateFrom ?? '—',
              to: audit.detail?.dateTo ?? t('adminPerson.openEnded'),
            });
          }
          return audit.values.map((v) => `${v.valueCode ?? v.valueId} ${v.valueName ?? ''}`.trim()).join('、');
        },
      },
      {
        key: 'targetName',
        title: t('adminPerson.auditHolderCol'),
        width: 160,
        render: (_v, row) => {
          const audit = row as AuditRow;
          return `${t(`adminPerson.targetName.${audit.targetType}`)} ${audit.targetName ?? audit.targetCode ?? ''}`;
        },
      },
      { key: 'userName', title: t('adminPerson.auditOperator'), width: 100 },
    ],
    [t],
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="permit-audit">
      <Space>
        <Typography.Text>{t('adminPerson.auditHolder')}</Typography.Text>
        <Select
          style={{ width: 320 }}
          value={holder ? holderKey(holder) : undefined}
          onChange={setChosen}
          options={holders.map((h) => ({ value: holderKey(h), label: h.label }))}
          data-testid="permit-audit-holder"
        />
      </Space>
      <DataTable api={PERMIT_API.audit} searchParams={searchParams} columns={columns} rowKey="auditId" height={400} />
    </Space>
  );
}
