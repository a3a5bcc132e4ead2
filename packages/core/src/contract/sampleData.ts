import { amountInWords } from './amountInWords.ts';
import type { ContractParty, ContractTemplateData } from './templateData.ts';

/*
 * The demo data a template's "sample" preview is rendered with (issue 19): every placeholder has a value,
 * Chinese text throughout, so an author sees the layout with real-looking content and the fonts in the PDF.
 */

const buyer: ContractParty = {
  name: '华东精密制造有限公司',
  address: '上海市浦东新区张江路 88 号',
  legalRepresentative: '王建国',
  agent: '李采购',
  phone: '021-5080 1234',
  bank: '中国工商银行上海张江支行',
  bankAccount: '1001 2345 6789 0123 456',
  taxNumber: '91310115MA1K4ABC12',
};

const supplier: ContractParty = {
  name: '苏州恒信电子科技有限公司',
  address: '江苏省苏州市工业园区星湖街 218 号',
  legalRepresentative: '陈志远',
  agent: '赵销售',
  phone: '0512-6288 5678',
  bank: '中国建设银行苏州园区支行',
  bankAccount: '3225 0198 8360 0000 1234',
  taxNumber: '91320594MA1N8XYZ34',
};

export const SAMPLE_CONTRACT_DATA: ContractTemplateData = {
  contractNumber: 'HT-20260101-0001',
  contractName: '2026 年度电子元器件采购合同',
  contractType: '采购合同',
  version: '1',
  signedDate: '2026-01-05',
  validFrom: '2026-01-05',
  validTo: '2026-12-31',
  partyA: buyer,
  partyB: supplier,
  currency: 'CNY',
  totalAmount: '11000.00',
  totalTax: '1430.00',
  totalWithTax: '12430.00',
  totalInWords: amountInWords('12430.00'),
  paymentTermsName: '货到验收合格后 30 天付款',
  deliveryTerms: '乙方负责送货至甲方上海工厂仓库，运费由乙方承担',
  remark: '本合同一式两份，甲乙双方各执一份。',
  lines: [
    {
      lineNo: '1',
      materialCode: 'M-1001',
      materialName: '贴片电阻 10kΩ',
      specification: '0603 ±1%',
      unit: '盘',
      quantity: '100',
      price: '50.00',
      priceWithTax: '56.50',
      taxRate: '13',
      amount: '5000.00',
      amountWithTax: '5650.00',
      deliveryDate: '2026-02-01',
    },
    {
      lineNo: '2',
      materialCode: 'M-1002',
      materialName: '铝电解电容 100μF',
      specification: '25V 6.3×7mm',
      unit: '盘',
      quantity: '60',
      price: '100.00',
      priceWithTax: '113.00',
      taxRate: '13',
      amount: '6000.00',
      amountWithTax: '6780.00',
      deliveryDate: '2026-02-15',
    },
  ],
  stages: [
    { stageName: '预付款', percent: '30', amount: '3729.00', plannedDate: '2026-01-15', condition: '合同签订后' },
    { stageName: '验收款', percent: '70', amount: '8701.00', plannedDate: '2026-03-15', condition: '货到验收合格后' },
  ],
  terms: [
    { termNo: '1', title: '质量要求', text: '乙方提供的产品应符合国家标准及甲方技术规格书的要求。' },
    { termNo: '2', title: '违约责任', text: '乙方逾期交货的，每逾期一日按逾期部分货款的千分之五支付违约金。' },
  ],
};
