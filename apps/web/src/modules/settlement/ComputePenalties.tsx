import { Alert, App, Button, DatePicker, Form, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { ORG_OPTIONS_API, type OrgOption, orgOption, useOptions } from '../base/useOptions.ts';
import { DEDUCTION_BASE } from './paths.ts';
import { penaltyTexts } from './penaltyTexts.ts';

type Values = { orgId?: number; supplierId?: number; period?: [Dayjs, Dayjs] };
type Made = { deductionNumber: string; supplierName: string | null; amount: string; currencyCode: string };

const SUPPLIERS = '/api/baseServer/v1/baseSupplierRestful/listForSelect';

/**
 * The buyer's "compute late penalties" (button btnAdd): an organisation, a period (last month by default) and
 * optionally one supplier; the server proposes one draft deduction per supplier, which the list then shows.
 */
export function ComputePenalties({ onComputed }: { onComputed: () => void }) {
  const lang = useLang();
  const x = penaltyTexts[lang];
  const { message } = App.useApp();
  const { has } = useMenuResources();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; error: boolean } | null>(null);
  const [form] = Form.useForm<Values>();
  const orgs = useOptions<OrgOption>(ORG_OPTIONS_API, orgOption, open);
  const suppliers = useOptions<{ supplierId: number; supplierNum: string; supplierName: string }>(
    SUPPLIERS,
    (s) => ({ value: s.supplierId, label: `${s.supplierNum} ${s.supplierName}` }),
    open,
  );
  if (!has('btnAdd')) return null;

  const compute = async () => {
    const v = await form.validateFields();
    const [from, to] = v.period as [Dayjs, Dayjs];
    setBusy(true);
    setProblem(null);
    try {
      const made = await post<Made[]>(`${DEDUCTION_BASE}/computePenalties`, {
        orgId: v.orgId,
        supplierId: v.supplierId ?? undefined,
        periodFrom: from.format('YYYY-MM-DD'),
        periodTo: to.format('YYYY-MM-DD'),
      });
      if (made.length === 0) {
        setProblem({ text: x.nothingLate, error: false });
        return;
      }
      const list = made
        .map((m) => `${m.deductionNumber} ${m.supplierName ?? ''} ${m.amount} ${m.currencyCode}`)
        .join('；');
      message.success(x.computed.replace('{{count}}', String(made.length)).replace('{{list}}', list));
      setOpen(false);
      onComputed();
    } catch (e) {
      setProblem({ text: errorText(e), error: true });
    } finally {
      setBusy(false);
    }
  };

  const lastMonth = dayjs().subtract(1, 'month');
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="deduction-compute">
        {x.compute}
      </Button>
      {open && (
        <Modal
          open
          title={x.computeTitle}
          okText={x.computeOk}
          cancelText={x.cancel}
          confirmLoading={busy}
          onOk={compute}
          onCancel={() => setOpen(false)}
          okButtonProps={{ 'data-testid': 'deduction-compute-ok' }}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{x.computeHint}</Typography.Text>
            <Form
              form={form}
              layout="vertical"
              initialValues={{ period: [lastMonth.startOf('month'), lastMonth.endOf('month')] }}
              onValuesChange={() => setProblem(null)}
            >
              <Form.Item name="orgId" label={x.org} rules={[{ required: true, message: x.orgRequired }]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={orgs.options}
                  loading={orgs.isLoading}
                  data-testid="deduction-compute-org"
                />
              </Form.Item>
              <Form.Item name="supplierId" label={x.supplier}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={suppliers.options}
                  loading={suppliers.isLoading}
                  placeholder={x.allSuppliers}
                  data-testid="deduction-compute-supplier"
                />
              </Form.Item>
              <Form.Item
                name="period"
                label={`${x.periodFrom} / ${x.periodTo}`}
                rules={[{ required: true, message: x.periodRequired }]}
              >
                <DatePicker.RangePicker data-testid="deduction-compute-period" />
              </Form.Item>
            </Form>
            {problem && (
              <Alert
                type={problem.error ? 'error' : 'info'}
                showIcon
                title={problem.text}
                data-testid="deduction-compute-problem"
              />
            )}
          </Space>
        </Modal>
      )}
    </>
  );
}
