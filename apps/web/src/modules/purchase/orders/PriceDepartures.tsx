import { Alert } from 'antd';
import { useLang } from '../../../app/i18n/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { orderTexts } from './texts.ts';

/** Lines whose price departs from the price library's (both stored by the server on the line). */
export function priceDepartures(doc: Row): Row[] {
  const lines = (doc.lines as Row[] | undefined) ?? [];
  return lines.filter((l) => l.libraryPrice != null && Number(l.price) !== Number(l.libraryPrice));
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * The warning on an order whose prices depart from the price library (issue 15 item 2, decisions.md
 * "Order prices"): each such line with its price, the library's, the difference in percent and the
 * buyer's reason. The approver sees it above the order it is asked to approve; the supplier never does
 * (the server does not give it the library price or the reason).
 */
export function PriceDepartures({ doc }: { doc: Row }) {
  const lang = useLang();
  const x = orderTexts[lang];
  const lines = priceDepartures(doc);
  if (lines.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="order-price-departures"
      title={fill(x.priceDepartures, { n: lines.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {lines.map((l) => {
            const price = Number(l.price);
            const library = Number(l.libraryPrice);
            const percent = library === 0 ? 0 : ((price - library) / library) * 100;
            return (
              <li key={String(l.lineId)}>
                {fill(x.priceDeparture, {
                  line: String(l.lineNumber),
                  item: String(l.materialName ?? l.itemDescription ?? ''),
                  price: String(price),
                  library: String(library),
                  delta: `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`,
                  reason: String(l.priceChangeReason ?? ''),
                })}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
