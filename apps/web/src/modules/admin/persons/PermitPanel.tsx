import { App, Segmented } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, request } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { StatusTag } from '../org/StatusTag.tsx';
import { DIMENSIONS, type Dimension, type Holder, PERMIT_API, type PermitRow } from './api.ts';
import { GrantFormModal } from './GrantFormModal.tsx';

/** The permits of one holder (user, position or level): filter by dimension, grant, revoke with confirmation. */
export function PermitPanel({ holder, onChanged, testId }: { holder: Holder; onChanged: () => void; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [dimension, setDimension] = useState<Dimension | 'ALL'>('ALL');
  const [granting, setGranting] = useState(false);
  const { targetType, targetId } = holder;
  const searchParams = useMemo(
    () => ({ targetType, targetId, dimension: dimension === 'ALL' ? undefined : dimension }),
    [targetType, targetId, dimension],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'dimension',
        title: t('adminPerson.dimension'),
        width: 120,
        render: (v) => t(`adminPerson.dimensionName.${v as Dimension}`),
      },
      { key: 'valueCode', title: t('adminPerson.valueCode'), width: 140 },
      { key: 'valueName', title: t('adminPerson.valueName'), width: 180 },
      {
        key: 'valueEnabledFlag',
        title: t('adminPerson.valueStatus'),
        width: 80,
        render: (v) => (v ? <StatusTag flag={v as string} /> : null),
      },
      { key: 'creationDate', title: t('adminPerson.grantedAt'), editType: 'datetime', width: 160 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'grant',
        label: t('adminPerson.grant'),
        resourceCode: 'btnDataPermission',
        onClick: () => setGranting(true),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'revoke',
        label: t('adminPerson.revoke'),
        kind: 'delete',
        resourceCode: 'btnDataPermission',
        confirm: t('adminPerson.revokeConfirm'),
        onClick: async (row) => {
          const permit = row as PermitRow;
          try {
            const res = await request(PERMIT_API.revoke, {
              dimension: permit.dimension,
              targetType,
              targetId,
              valueIds: [permit.valueId],
            });
            message.success(res.msg);
            table.current?.reload();
            onChanged();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message, targetType, targetId, onChanged],
  );
  return (
    <div data-testid={testId}>
      <DataTable
        ref={table}
        api={PERMIT_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="permitId"
        toolbarButtons={toolbarButtons}
        toolbarExtra={
          <Segmented
            value={dimension}
            onChange={(v) => setDimension(v as Dimension | 'ALL')}
            options={[
              { value: 'ALL', label: t('adminPerson.dimensionAll') },
              ...DIMENSIONS.map((d) => ({ value: d, label: t(`adminPerson.dimensionName.${d}`) })),
            ]}
          />
        }
        rowButtons={rowButtons}
        height={360}
      />
      <GrantFormModal
        open={granting}
        holder={holder}
        initialDimension={dimension === 'ALL' ? 'ORG' : dimension}
        onClose={() => setGranting(false)}
        onSaved={() => {
          table.current?.reload();
          onChanged();
        }}
      />
    </div>
  );
}
