import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { inDays } from '../purchase/testKit.ts';
import { contractTemplateData } from './contractTemplateData.ts';

// Issue 19 items 2–3: what a contract's template prints — display text computed once by the server, the parties,
// lines, stages and clauses, the total in capital figures, never the internal remark.

const CONTRACT = '/api/srmServer/v1/srmCctContractRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

it('fills the template data of a contract', async () => {
  const saved = await k.call(
    `${CONTRACT}/saveOrUpdate`,
    {
      contractName: '钢板采购合同',
      contractType: 'NEW',
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      taxRate: '13',
      validFrom: inDays(0),
      validTo: inDays(365),
      deliveryTerms: 'DAP 华东工厂',
      partyBBank: '中国银行苏州分行',
      partyBBankAccount: '6217 0000 1234',
      remark: '内部备注不应打印',
      lines: [
        {
          materialId: k.ids.plate,
          itemDescription: 'Q235 plate 10 mm',
          categoryId: k.ids.steel,
          quantity: '12.5',
          unitCode: 'KG',
          price: '4.8',
          taxRate: '13',
          deliveryDate: inDays(30),
        },
      ],
    },
    k.cert.buyer,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const doc = saved.body.data;
  const staged = await k.call(
    `${CONTRACT}/saveStages`,
    {
      contractId: doc.contractId,
      version: doc.version,
      stages: [
        { stageName: '预付款', percent: '30', condition: '合同签订后 7 天' },
        { stageName: '尾款', percent: '70' },
      ],
    },
    k.cert.buyer,
  );
  const termed = await k.call(
    `${CONTRACT}/saveTerms`,
    {
      contractId: doc.contractId,
      version: staged.body.data.version,
      terms: [{ title: '质量保证', content: '乙方保证货物符合国家标准。' }],
    },
    k.cert.buyer,
  );
  expect(termed.statusCode, JSON.stringify(termed.body)).toBe(200);

  const data = await contractTemplateData(k.t.database.db, doc.contractId, 'CN');
  expect(data).toMatchObject({
    contractNumber: doc.contractNumber,
    contractName: '钢板采购合同',
    contractType: '新签合同',
    version: '1',
    currency: 'CNY',
    totalAmount: '60.00',
    totalTax: '7.80',
    totalWithTax: '67.80',
    totalInWords: '陆拾柒元捌角',
    deliveryTerms: 'DAP 华东工厂',
    remark: '',
    partyB: { bank: '中国银行苏州分行', bankAccount: '6217 0000 1234' },
  });
  expect(data!.partyA.name).not.toBe('');
  expect(data!.partyB.name).not.toBe('');
  expect(data!.lines).toEqual([
    expect.objectContaining({ lineNo: '1', quantity: '12.5', price: '4.8', amount: '60.00', amountWithTax: '67.80' }),
  ]);
  expect(data!.stages.map((s) => [s.stageName, s.percent, s.amount])).toEqual([
    ['预付款', '30', '20.34'],
    ['尾款', '70', '47.46'],
  ]);
  expect(data!.terms).toEqual([{ termNo: '1', title: '质量保证', text: '乙方保证货物符合国家标准。' }]);
  expect(JSON.stringify(data)).not.toContain('内部备注');
});
