import { Tabs } from 'antd';
import { useLang } from '../../app/i18n/index.ts';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { SupplyList } from './SupplyList.tsx';
import { settlementTexts } from './texts.ts';

/** A side's statements with, beside them, the receipt lines they are built from (the supply storage). */
export function StatementTabs({ config, supplierSide }: { config: DocumentScreenConfig; supplierSide: boolean }) {
  const x = settlementTexts[useLang()];
  return (
    <Tabs
      data-testid="statement-tabs"
      items={[
        {
          key: 'statements',
          label: <span data-testid="statement-tab-statements">{x.statementsTab}</span>,
          children: <DocumentListScreen config={config} />,
        },
        {
          key: 'supply',
          label: <span data-testid="statement-tab-supply">{supplierSide ? x.mySupplyTab : x.supplyTab}</span>,
          children: <SupplyList supplierSide={supplierSide} />,
        },
      ]}
    />
  );
}
