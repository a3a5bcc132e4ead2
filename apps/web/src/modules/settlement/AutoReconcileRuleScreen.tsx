import { autoReconcileRuleList, RUN_RULE_BUTTON } from '@srm/core/masters/autoReconcileRule';
import { App, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { ColumnConfig, RowButton } from '../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../components/MasterList/MasterListScreen.tsx';
import { useOptions } from '../base/useOptions.ts';
import { autoReconcileTexts } from './autoReconcileTexts.ts';
import { OrgPicker, type Picked, RulePicker, SupplierPicker } from './rulePickers.tsx';
import { fill } from './texts.ts';

/*
 * Settlement → Auto-reconcile rules (htmlUrl autoReconcileRuleList, issue 18 item 2): the declared list with
 * pickers for its organisation, supplier and payment term, each rule's last run, and "run now", which answers
 * what the run built in a dialog.
 */

const RULE_BASE = `/api/${autoReconcileRuleList.server}/v1/${autoReconcileRuleList.entity}Restful`;
const TERM_OPTIONS_API = '/api/baseServer/v1/basePaymentTermRestful/listByPage';

const FORM = 'reconcile-rule-form';

function TermPicker(props: Picked) {
  const x = autoReconcileTexts[useLang()];
  const terms = useOptions<{ paymentTermId: number; termCode: string; title: string }>(TERM_OPTIONS_API, (r) => ({
    value: r.paymentTermId,
    label: `${r.termCode} ${r.title}`,
  }));
  return (
    <RulePicker
      {...props}
      options={terms.options}
      loading={terms.isLoading}
      testId={`${FORM}-paymentTermId`}
      placeholder={x.anyTerm}
    />
  );
}

type RunAnswer = { summary: string; built: number };

export default function AutoReconcileRuleScreen() {
  const lang = useLang();
  const x = autoReconcileTexts[lang];
  const { modal } = App.useApp();
  const extras = useMemo<MasterFormExtras>(
    () => ({
      inputs: {
        orgId: <OrgPicker prefix={FORM} />,
        supplierId: <SupplierPicker prefix={FORM} placeholder={x.allSuppliers} />,
        paymentTermId: <TermPicker />,
      },
    }),
    [x],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      { key: 'orgName', title: x.org, width: 150 },
      {
        key: 'supplierName',
        title: x.supplier,
        width: 170,
        render: (v) => (v ? String(v) : <Typography.Text type="secondary">{x.allSuppliers}</Typography.Text>),
      },
      {
        key: 'lastRunAt',
        title: x.lastRun,
        width: 140,
        render: (v) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm') : x.neverRun),
      },
      {
        key: 'lastRunText',
        title: x.lastRunSummary,
        width: 320,
        render: (v) => <span data-testid="reconcile-rule-last-run">{v ? String(v) : ''}</span>,
      },
    ],
    [x],
  );
  const rowButtons = useMemo<RowButton<MasterListRow>[]>(
    () => [
      {
        key: 'runNow',
        label: x.runNow,
        resourceCode: RUN_RULE_BUTTON,
        hidden: (row) => row.enabledFlag !== 'Y',
        confirm: x.runConfirm,
        onClick: async (row, { reload }) => {
          try {
            const answer = await post<RunAnswer>(`${RULE_BASE}/runNow`, { ruleId: row.ruleId });
            modal.success({
              title: fill(x.runTitle, { code: String(row.ruleCode) }),
              content: <div data-testid="reconcile-rule-run-summary">{answer.summary}</div>,
            });
          } catch (e) {
            modal.error({ title: x.runFailed, content: errorText(e) });
          }
          reload();
        },
      },
    ],
    [x, modal],
  );
  return (
    <MasterListScreen
      def={autoReconcileRuleList}
      testId="reconcile-rule"
      rootTestId="screen-autoReconcileRuleList"
      formWidth={720}
      extras={extras}
      moreColumns={moreColumns}
      rowButtons={rowButtons}
    />
  );
}
