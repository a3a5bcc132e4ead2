import { Tabs } from 'antd';
import { useLang } from '../../../app/i18n/index.ts';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { ReturnsList } from './ReturnsList.tsx';
import { deliveryTexts } from './texts.ts';

/**
 * A side's delivery notes with, beside them, the returns their receipts made (issue 15 item 3): both
 * sides read a return where they read the note it came from, under the same menu.
 */
export function NoteTabs({ config, supplierSide }: { config: DocumentScreenConfig; supplierSide: boolean }) {
  const x = deliveryTexts[useLang()];
  return (
    <Tabs
      items={[
        {
          key: 'notes',
          label: <span data-testid="delivery-tab-notes">{x.notesTab}</span>,
          children: <DocumentListScreen config={config} />,
        },
        {
          key: 'returns',
          label: <span data-testid="delivery-tab-returns">{x.returnsTab}</span>,
          children: <ReturnsList supplierSide={supplierSide} />,
        },
      ]}
    />
  );
}
