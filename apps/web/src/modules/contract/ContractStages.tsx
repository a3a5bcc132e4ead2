import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, InputNumber, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { CONTRACT_BASE } from './paths.ts';
import { contractTexts } from './texts.ts';

/*
 * A contract's payment stages: read by whoever reads the contract; edited where the contract may be edited (its
 * `_actions` hold edit). The server checks the percents add up to 100 and computes the amounts; the page reads the
 * contract again afterwards (its version rose).
 */
export function ContractStages({ doc }: { doc: Row }) {
  const lang = useLang();
  const x = contractTexts[lang];
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const id = doc.contractId as number;
  const editable = ((doc._actions as string[] | undefined) ?? []).includes('edit');
  const stages = useQuery({
    queryKey: ['contractStages', id, doc.version],
    queryFn: () => post<Row[]>(`${CONTRACT_BASE}/listStages`, { contractId: id }),
  });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => setRows(stages.data ?? []), [stages.data]);
  const [saving, setSaving] = useState(false);

  const save = async (body: Row) => {
    setSaving(true);
    try {
      await post(`${CONTRACT_BASE}/saveStages`, { contractId: id, version: doc.version, ...body });
      message.success(x.saved);
      await queryClient.invalidateQueries({ queryKey: ['docFind', CONTRACT_BASE, String(id)] });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const set = (i: number, key: string, value: unknown) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  return (
    <div data-testid="contract-stages">
      <Table<Row>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: x.noStages }}
        columns={[
          {
            key: 'name',
            title: x.stageName,
            render: (_, r, i) =>
              editable ? (
                <Input
                  size="small"
                  value={String(r.stageName ?? '')}
                  onChange={(e) => set(i, 'stageName', e.target.value)}
                />
              ) : (
                String(r.stageName)
              ),
          },
          {
            key: 'percent',
            title: x.percent,
            width: 120,
            render: (_, r, i) =>
              editable ? (
                <InputNumber
                  size="small"
                  stringMode
                  min="0"
                  max="100"
                  value={r.percent == null ? undefined : String(Number(r.percent))}
                  onChange={(v) => set(i, 'percent', v)}
                />
              ) : (
                String(Number(r.percent))
              ),
          },
          {
            key: 'amount',
            title: x.amount,
            width: 140,
            align: 'right',
            render: (_, r) => (r.amount == null ? '' : Number(r.amount).toFixed(2)),
          },
          {
            key: 'condition',
            title: x.condition,
            render: (_, r, i) =>
              editable ? (
                <Input
                  size="small"
                  value={String(r.condition ?? '')}
                  onChange={(e) => set(i, 'condition', e.target.value)}
                />
              ) : (
                String(r.condition ?? '')
              ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  width: 70,
                  render: (_: unknown, __: Row, i: number) => (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => setRows((all) => all.filter((_r, j) => j !== i))}
                    >
                      {x.remove}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Space style={{ marginTop: 8 }}>
          <Button
            size="small"
            // Not before the stored stages are read: their arrival would replace a row added meanwhile.
            disabled={stages.isFetching}
            onClick={() => setRows((all) => [...all, { stageName: '', percent: null, condition: '' }])}
          >
            {x.addStage}
          </Button>
          {doc.paymentTermId != null && (
            <Button size="small" loading={saving} onClick={() => void save({ fromPaymentTerm: true })}>
              {x.fromPaymentTerm}
            </Button>
          )}
          <Button
            size="small"
            type="primary"
            loading={saving}
            data-testid="contract-stages-save"
            onClick={() =>
              void save({
                stages: rows.map((r) => ({
                  stageName: r.stageName,
                  percent: r.percent == null ? '' : String(r.percent),
                  condition: r.condition || null,
                })),
              })
            }
          >
            {x.saveStages}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The contract's clauses, as copied (read-only here; the templates' terms library fills them). */
export function ContractTerms({ doc }: { doc: Row }) {
  const x = contractTexts[useLang()];
  const terms = useQuery({
    queryKey: ['contractTerms', doc.contractId, doc.version],
    queryFn: () => post<Row[]>(`${CONTRACT_BASE}/listTerms`, { contractId: doc.contractId }),
  });
  const rows = terms.data ?? [];
  if (rows.length === 0) return <div>{x.noTerms}</div>;
  return (
    <div data-testid="contract-terms">
      {rows.map((r) => (
        <div key={String(r.termId)} style={{ marginBottom: 12 }}>
          <strong>
            {String(r.termNumber)}. {String(r.title)}
          </strong>
          <div style={{ whiteSpace: 'pre-wrap' }}>{String(r.content)}</div>
        </div>
      ))}
    </div>
  );
}

/** What a version changes from the version it alters. */
export function ContractDifferences({ doc }: { doc: Row }) {
  const x = contractTexts[useLang()];
  const diff = useQuery({
    queryKey: ['contractDifferences', doc.contractId, doc.version],
    queryFn: () => post<Row>(`${CONTRACT_BASE}/differences`, { contractId: doc.contractId }),
  });
  const show = (v: unknown, name: unknown) => String(name ?? v ?? '');
  const rows = [
    ...((diff.data?.header ?? []) as Row[]).map((c) => ({ ...c, where: '' })),
    ...((diff.data?.lines ?? []) as Row[]).flatMap((l) =>
      ((l.fields ?? []) as Row[]).map((c) => ({ ...c, where: `#${l.lineNumber ?? ''} ${l.change}` })),
    ),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey={(_, i) => String(i)}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: x.noDifferences }}
      columns={[
        { key: 'where', title: '', width: 120, dataIndex: 'where' },
        { key: 'field', title: x.field, dataIndex: 'field' },
        { key: 'before', title: x.before, render: (_, r) => show(r.before, r.beforeName) },
        { key: 'after', title: x.after, render: (_, r) => show(r.after, r.afterName) },
      ]}
    />
  );
}
