import { describe, expect, it } from 'vitest';
import { purchaseOrder } from './purchaseOrder.ts';
import { settlementPayment } from './settlementPayment.ts';
import { storedDifferences } from './storedDifferences.ts';

const line = { materialId: 3, itemDescription: 'Bolt M8', categoryId: 2, quantity: 300, price: 11, taxRate: 13 };

describe('storedDifferences: what a save did not keep as it was sent', () => {
  it('names nothing when the server kept every value (decimals by value, blanks alike)', () => {
    const sent = { orgId: 1, supplierId: 4, currencyCode: 'CNY', remark: '', lines: [line] };
    const stored = {
      orgId: 1,
      supplierId: 4,
      currencyCode: 'CNY',
      remark: null,
      totalAmount: '3300.00',
      lines: [
        { ...line, lineNumber: 1, quantity: '300.0000', price: '11.000000', taxRate: '13.00', amount: '3300.00' },
      ],
    };
    expect(storedDifferences(purchaseOrder, sent, stored)).toEqual([]);
  });

  it('names a line price the server replaced, with its line number and both values', () => {
    const sent = { orgId: 1, supplierId: 4, lines: [line, { ...line, price: 9 }] };
    const stored = {
      orgId: 1,
      supplierId: 4,
      lines: [
        { ...line, lineNumber: 1, price: '11.000000' },
        { ...line, lineNumber: 2, price: '12.500000' },
      ],
    };
    const found = storedDifferences(purchaseOrder, sent, stored);
    expect(found.map((d) => [d.field?.key, d.lineNumber, d.sent, d.stored])).toEqual([['price', 2, 9, '12.500000']]);
  });

  it('names a header value the server replaced and ignores what the server computes', () => {
    const found = storedDifferences(
      purchaseOrder,
      { currencyCode: 'USD', remark: 'rush', lines: [] },
      { currencyCode: 'CNY', remark: 'rush', totalAmount: '5.00', exchangeRate: '7.1', lines: [] },
    );
    expect(found.map((d) => d.field?.key)).toEqual(['currencyCode']);
  });

  it('reports lines the server dropped', () => {
    const found = storedDifferences(purchaseOrder, { lines: [line, line] }, { lines: [{ ...line, lineNumber: 1 }] });
    expect(found).toHaveLength(1);
    expect([found[0].field, found[0].sent, found[0].stored]).toEqual([null, 2, 1]);
  });

  it('takes the lines a type fills on a save without any as asked for, but not lines it adds to sent ones', () => {
    const invoice = { invoiceId: 7, applyAmount: '100.00', lineNumber: 1 };
    expect(
      storedDifferences(settlementPayment, { supplierId: 4, lines: [] }, { supplierId: 4, lines: [invoice] }),
    ).toEqual([]);
    const added = storedDifferences(
      settlementPayment,
      { lines: [{ invoiceId: 7, applyAmount: '100' }] },
      { lines: [invoice, { ...invoice, invoiceId: 8, lineNumber: 2 }] },
    );
    expect(added.map((d) => [d.field, d.sent, d.stored])).toEqual([[null, 1, 2]]);
  });
});
