import { Tabs } from 'antd';
import { useState } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { AgeingTab } from './AgeingTab.tsx';
import { AwaitingInvoicesTab } from './AwaitingInvoicesTab.tsx';
import { OpenStatementsTab } from './OpenStatementsTab.tsx';
import { reportTexts } from './reportTexts.ts';

/**
 * Settlement → Settlement reports (issue 18 item 7), for finance and buyers: open statements, invoices awaiting
 * match and the payables ageing. Each tab loads when first opened (the ageing's chart chunk too).
 */
export default function SettlementReportsScreen() {
  const x = reportTexts[useLang()];
  const [tab, setTab] = useState('open');
  return (
    <div data-testid="screen-settlement-reports">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'open', label: x.openTab, children: <OpenStatementsTab /> },
          { key: 'awaiting', label: x.awaitingTab, children: <AwaitingInvoicesTab /> },
          { key: 'ageing', label: x.ageingTab, children: <AgeingTab /> },
        ]}
      />
    </div>
  );
}
