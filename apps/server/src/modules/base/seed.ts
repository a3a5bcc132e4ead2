import { count, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { Db } from '../../platform/db/types.ts';
import { orgsByCodes } from '../admin/orgService.ts';
import {
  addresses,
  bankBranches,
  banks,
  exchangeRates,
  paymentTermNodes,
  paymentTerms,
  purchasingGroupMembers,
  purchasingGroups,
} from './schema.ts';

/*
 * Demo base data (after the demo company of seed/demo.ts): exchange rates, payment terms, the big
 * banks with a few branches, receiving and pick-up addresses, the buyers of the purchasing groups.
 * Does nothing when payment terms exist.
 */

const BANKS: [code: string, cn: string, en: string, branches: [cnaps: string, name: string, district: string][]][] = [
  [
    'ICBC',
    '中国工商银行',
    'Industrial and Commercial Bank of China',
    [
      ['102100099996', '中国工商银行股份有限公司北京市分行营业部', '110102'],
      ['102290002053', '中国工商银行股份有限公司上海市分行营业部', '310101'],
      ['102305002016', '中国工商银行股份有限公司苏州分行营业部', '320508'],
    ],
  ],
  [
    'ABC',
    '中国农业银行',
    'Agricultural Bank of China',
    [
      ['103100000026', '中国农业银行股份有限公司北京市分行', '110101'],
      ['103584000057', '中国农业银行股份有限公司深圳市分行', '440304'],
    ],
  ],
  [
    'BOC',
    '中国银行',
    'Bank of China',
    [
      ['104100000004', '中国银行总行营业部', '110102'],
      ['104305045012', '中国银行股份有限公司苏州分行', '320508'],
    ],
  ],
  [
    'CCB',
    '中国建设银行',
    'China Construction Bank',
    [
      ['105100000017', '中国建设银行股份有限公司北京市分行', '110102'],
      ['105584000005', '中国建设银行股份有限公司深圳市分行', '440304'],
    ],
  ],
  ['BOCOM', '交通银行', 'Bank of Communications', [['301290000007', '交通银行股份有限公司上海市分行', '310101']]],
];

export async function seedBaseDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(paymentTerms);
    if (Number(n) > 0) return;
    const who = { createdBy: null, lastUpdatedBy: null };

    await tx.insert(exchangeRates).values([
      { fromCurrency: 'USD', toCurrency: 'CNY', rateType: 'SPOT', rateDate: '2026-11-02', rate: '7.12150000' },
      { fromCurrency: 'USD', toCurrency: 'CNY', rateType: 'SPOT', rateDate: '2026-11-16', rate: '7.10380000' },
      { fromCurrency: 'EUR', toCurrency: 'CNY', rateType: 'SPOT', rateDate: '2026-11-16', rate: '7.71240000' },
      { fromCurrency: 'JPY', toCurrency: 'CNY', rateType: 'SPOT', rateDate: '2026-11-16', rate: '0.04612000' },
      { fromCurrency: 'USD', toCurrency: 'CNY', rateType: 'MONTHLY', rateDate: '2026-11-01', rate: '7.11800000' },
      { fromCurrency: 'USD', toCurrency: 'CNY', rateType: 'BUDGET', rateDate: '2026-01-01', rate: '7.20000000' },
    ]);

    const terms = await tx
      .insert(paymentTerms)
      .values([
        { termCode: 'NET30', termName: '发票后30天付清', termNameEn: 'Net 30 days after invoice' },
        {
          termCode: 'ADV30_REC70',
          termName: '预付30%，验收后60天付70%',
          termNameEn: '30 % advance, 70 % 60 days after receipt',
        },
        {
          termCode: 'D30_R60_Q10',
          termName: '到货30%、验收60%、质保金10%',
          termNameEn: '30 % on delivery, 60 % on receipt, 10 % retention',
          description: '质保金在验收后一年支付 / retention paid one year after receipt',
        },
      ])
      .returning({ id: paymentTerms.id, code: paymentTerms.termCode });
    const termId = Object.fromEntries(terms.map((t) => [t.code, t.id]));
    await tx.insert(paymentTermNodes).values([
      {
        paymentTermId: termId.NET30,
        seqNum: 10,
        stageName: '尾款',
        eventCode: 'INVOICE',
        daysAfter: 30,
        proportion: '100',
      },
      {
        paymentTermId: termId.ADV30_REC70,
        seqNum: 10,
        stageName: '预付款',
        eventCode: 'ORDER',
        daysAfter: 7,
        proportion: '30',
      },
      {
        paymentTermId: termId.ADV30_REC70,
        seqNum: 20,
        stageName: '验收款',
        eventCode: 'RECEIPT',
        daysAfter: 60,
        proportion: '70',
      },
      {
        paymentTermId: termId.D30_R60_Q10,
        seqNum: 10,
        stageName: '到货款',
        eventCode: 'DELIVERY',
        daysAfter: 30,
        proportion: '30',
      },
      {
        paymentTermId: termId.D30_R60_Q10,
        seqNum: 20,
        stageName: '验收款',
        eventCode: 'RECEIPT',
        daysAfter: 30,
        proportion: '60',
      },
      {
        paymentTermId: termId.D30_R60_Q10,
        seqNum: 30,
        stageName: '质保金',
        eventCode: 'RECEIPT',
        daysAfter: 365,
        proportion: '10',
      },
    ]);

    for (const [bankCode, bankName, bankNameEn, branches] of BANKS) {
      const [bank] = await tx
        .insert(banks)
        .values({ bankCode, bankName, bankNameEn, ...who })
        .returning();
      await tx.insert(bankBranches).values(
        branches.map(([cnapsCode, branchName, districtCode]) => ({
          bankId: bank.id,
          cnapsCode,
          branchName,
          districtCode,
        })),
      );
    }

    const orgs = await orgsByCodes(tx, ['OU_EAST', 'OU_SOUTH']);
    const east = orgs.get('OU_EAST');
    const south = orgs.get('OU_SOUTH');
    if (east && south) {
      await tx.insert(addresses).values([
        {
          orgId: east.id,
          addressType: 'RECEIVE',
          districtCode: '320508',
          detailAddress: '工业园区星湖街328号 2号仓库',
          contactName: '王磊',
          contactPhone: '0512-62881234',
          defaultFlag: 'Y',
        },
        {
          orgId: east.id,
          addressType: 'PICKUP',
          districtCode: '310115',
          detailAddress: '外高桥保税区富特北路456号',
          contactName: '李娜',
          contactPhone: '021-58661200',
          defaultFlag: 'Y',
        },
        {
          orgId: south.id,
          addressType: 'RECEIVE',
          districtCode: '440304',
          detailAddress: '福田保税区桃花路9号 收货区B',
          contactName: '陈晨',
          contactPhone: '0755-83451888',
          defaultFlag: 'Y',
        },
      ]);
    }

    const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'buyer'));
    const groups = await tx
      .select({ id: purchasingGroups.id })
      .from(purchasingGroups)
      .where(inArray(purchasingGroups.groupCode, ['PG_EAST_MECH', 'PG_EAST_ELEC']));
    if (buyer && groups.length) {
      await tx
        .insert(purchasingGroupMembers)
        .values(groups.map((g) => ({ purchasingGroupId: g.id, userId: buyer.id })));
    }
  });
}
