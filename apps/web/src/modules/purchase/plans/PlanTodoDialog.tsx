import { DOC_STATUS } from '@srm/core';
import { PLAN_WEEKS, purchasePlan } from '@srm/core/documents/purchasePlan';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Input, InputNumber, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { usePlanTexts } from './texts.ts';

/*
 * The dialog a PUR_PURCHASE_MRP_PLAN to-do opens (spec §4 "dialog: the purchase plan"): the plan's
 * header and lines read from the server (findById: the caller's scope, 404 for another supplier), and
 * for the supplier while it awaits confirmation its confirmed quantities, Confirm and Return (with a
 * reason). Acting on it handles the to-do on the server (afterStep), so the home's lists are refreshed.
 */

const PLAN = '/api/srmServer/v1/srmPurPlanRestful';
type Plan = Row & { planId: number; version: number; status: string; _actions?: string[]; lines?: Row[] };
type Edit = Record<number, { confirmedQuantity: number | null; supplierRemark: string }>;

const label = (key: string, lang: 'CN' | 'EN') =>
  [...purchasePlan.header, ...(purchasePlan.lines?.fields ?? [])].find((f) => f.key === key)?.label[lang] ?? key;

export function PlanTodoDialog({ planId, onDone }: { planId: number; onDone: () => void }) {
  const x = usePlanTexts();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const planTypes = useLookup('PUR_PLAN_TYPE');
  const units = useLookup('BASE_UOM');
  const [edit, setEdit] = useState<Edit>({});
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['planDialog', planId],
    queryFn: () => post<Plan>(`${PLAN}/findById`, { planId }),
    retry: false,
  });
  const plan = query.data;
  if (query.isLoading) return <Spin data-testid="plan-dialog-loading" />;
  if (!plan) return <Alert type="warning" showIcon message={x.notFound} data-testid="plan-dialog-missing" />;

  const actions = plan._actions ?? [];
  const canConfirm = actions.includes('confirm');
  const canReturn = actions.includes('return');
  const lines = plan.lines ?? [];
  const entryOf = (line: Row) =>
    edit[line.lineId as number] ?? {
      confirmedQuantity: line.confirmedQuantity == null ? Number(line.totalQuantity) : Number(line.confirmedQuantity),
      supplierRemark: String(line.supplierRemark ?? ''),
    };
  const change = (line: Row, patch: Partial<Edit[number]>) =>
    setEdit((e) => ({ ...e, [line.lineId as number]: { ...entryOf(line), ...patch } }));

  const confirm = async () => {
    setBusy(true);
    try {
      const saved = await post<Plan>(`${PLAN}/saveConfirmation`, {
        planId,
        version: plan.version,
        lines: lines.map((l) => ({ lineId: l.lineId, ...entryOf(l) })),
      });
      await post(`${PLAN}/confirm`, { planId, version: saved.version });
      message.success(x.confirmed);
      onDone();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const giveBack = () => {
    let reason = '';
    modal.confirm({
      title: x.returnTitle,
      icon: null,
      okText: x.return,
      okButtonProps: { danger: true, ...{ 'data-testid': 'plan-dialog-return-ok' } },
      content: (
        <Input.TextArea
          aria-label={x.reason}
          placeholder={x.reason}
          data-testid="plan-dialog-reason"
          autoSize={{ minRows: 3 }}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      onOk: async () => {
        if (!reason.trim()) {
          message.warning(x.reasonRequired);
          throw new Error(x.reasonRequired); // keeps the reason dialog open
        }
        try {
          await post(`${PLAN}/return`, { planId, version: plan.version, comment: reason.trim() });
          message.success(x.returned);
          onDone();
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  const weekColumns = PLAN_WEEKS.map((w) => ({
    key: w,
    dataIndex: w,
    title: label(w, lang),
    width: 80,
    align: 'right' as const,
    render: (v: unknown) => (v == null ? '' : Number(v)),
  }));
  return (
    <div data-testid="plan-dialog">
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={label('planNumber', lang)}>{String(plan.planNumber)}</Descriptions.Item>
        <Descriptions.Item label={label('planType', lang)}>
          {planTypes.meaning(String(plan.planType))}
        </Descriptions.Item>
        <Descriptions.Item label={label('planPeriod', lang)}>{String(plan.planPeriod)}</Descriptions.Item>
        <Descriptions.Item label={label('orgId', lang)}>{String(plan.orgName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={label('supplierId', lang)}>{String(plan.supplierName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={label('planVersion', lang)}>{String(plan.planVersion ?? '')}</Descriptions.Item>
        <Descriptions.Item label={lang === 'EN' ? 'Status' : '状态'}>
          <span data-testid="plan-dialog-status">
            {DOC_STATUS[plan.status as keyof typeof DOC_STATUS]?.[lang] ?? plan.status}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={label('remark', lang)} span={2}>
          {String(plan.remark ?? '')}
        </Descriptions.Item>
      </Descriptions>
      <Table<Row>
        size="small"
        rowKey="lineId"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 1100 }}
        data-testid="plan-dialog-lines"
        columns={[
          { key: 'lineNumber', dataIndex: 'lineNumber', title: label('lineNumber', lang), width: 50 },
          { key: 'materialName', dataIndex: 'materialName', title: label('materialId', lang), width: 200 },
          {
            key: 'unitCode',
            dataIndex: 'unitCode',
            title: label('unitCode', lang),
            width: 60,
            render: (v: string) => units.meaning(v),
          },
          ...weekColumns,
          {
            key: 'totalQuantity',
            dataIndex: 'totalQuantity',
            title: label('totalQuantity', lang),
            width: 90,
            align: 'right',
            render: (v: unknown) => Number(v),
          },
          { key: 'needByDate', dataIndex: 'needByDate', title: label('needByDate', lang), width: 110 },
          {
            key: 'confirmedQuantity',
            title: label('confirmedQuantity', lang),
            width: 130,
            render: (_: unknown, line: Row) =>
              canConfirm ? (
                <InputNumber
                  min={0}
                  precision={4}
                  size="small"
                  aria-label={`${label('confirmedQuantity', lang)} ${line.lineNumber}`}
                  value={entryOf(line).confirmedQuantity}
                  onChange={(v) => change(line, { confirmedQuantity: v })}
                />
              ) : line.confirmedQuantity == null ? (
                ''
              ) : (
                Number(line.confirmedQuantity)
              ),
          },
          {
            key: 'supplierRemark',
            title: label('supplierRemark', lang),
            width: 160,
            render: (_: unknown, line: Row) =>
              canConfirm ? (
                <Input
                  size="small"
                  maxLength={500}
                  aria-label={`${label('supplierRemark', lang)} ${line.lineNumber}`}
                  value={entryOf(line).supplierRemark}
                  onChange={(e) => change(line, { supplierRemark: e.target.value })}
                />
              ) : (
                String(line.supplierRemark ?? '')
              ),
          },
        ]}
      />
      {canConfirm || canReturn ? (
        <Space style={{ marginTop: 12 }}>
          {canConfirm && (
            <Button type="primary" loading={busy} onClick={() => void confirm()} data-testid="plan-dialog-confirm">
              {x.confirm}
            </Button>
          )}
          {canReturn && (
            <Button danger disabled={busy} onClick={giveBack} data-testid="plan-dialog-return">
              {x.return}
            </Button>
          )}
        </Space>
      ) : (
        <Alert type="info" showIcon style={{ marginTop: 12 }} message={x.readOnly} />
      )}
    </div>
  );
}
