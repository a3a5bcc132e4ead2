/*
 * The data contract between a contract document and the Word templates it is rendered with (issue 19):
 * the contract module fills a ContractTemplateData, a template's placeholders bind to its paths, and
 * CONTRACT_PLACEHOLDERS is the one dictionary both sides go by — templates are checked against it when they
 * are saved (a placeholder binding to nothing is refused then, not at generation) and authors are shown it.
 *
 * Placeholders use docxtemplater's syntax: `{contractNumber}`, `{partyA.name}` (a dotted path into a party),
 * `{#lines}{lineNo} {materialName}…{/lines}` (a loop: inside it, the paths are the loop row's fields).
 * Every value is display text already (amounts as decimal strings rounded to the currency, dates YYYY-MM-DD):
 * the template prints, it never computes.
 */

/** One party of the contract: party A the buying organisation, party B the supplier. */
export type ContractParty = {
  name: string;
  address: string;
  /** 法定代表人 */
  legalRepresentative: string;
  /** 委托代理人: the person acting for the party. */
  agent: string;
  phone: string;
  /** 开户银行 */
  bank: string;
  /** 银行账号 */
  bankAccount: string;
  /** 纳税人识别号 (the unified social credit code for most companies). */
  taxNumber: string;
};

/** One item line of the contract. */
export type ContractLineData = {
  lineNo: string;
  materialCode: string;
  materialName: string;
  specification: string;
  unit: string;
  quantity: string;
  /** Unit price without tax. */
  price: string;
  /** Unit price with tax. */
  priceWithTax: string;
  /** Tax rate in percent, e.g. "13". */
  taxRate: string;
  /** quantity × price without tax. */
  amount: string;
  /** The line's amount with tax. */
  amountWithTax: string;
  deliveryDate: string;
};

/** One payment stage (付款阶段) of the contract. */
export type ContractStageData = {
  stageName: string;
  /** Percent of the contract's amount with tax, e.g. "30". */
  percent: string;
  amount: string;
  plannedDate: string;
  /** What must have happened before it is paid (付款条件). */
  condition: string;
};

/** One clause copied into the contract from the terms library, at the version the contract keeps. */
export type ContractTermData = {
  /** The clause's position in the contract, "1", "2"… */
  termNo: string;
  title: string;
  text: string;
};

export type ContractTemplateData = {
  contractNumber: string;
  contractName: string;
  /** The contract type's name (in the document's language). */
  contractType: string;
  version: string;
  signedDate: string;
  validFrom: string;
  validTo: string;
  partyA: ContractParty;
  partyB: ContractParty;
  currency: string;
  /** Total without tax. */
  totalAmount: string;
  totalTax: string;
  /** Total with tax. */
  totalWithTax: string;
  /** totalWithTax in Chinese capital figures (amountInWords), e.g. 壹万贰仟叁佰肆拾伍元陆角柒分. */
  totalInWords: string;
  paymentTermsName: string;
  deliveryTerms: string;
  remark: string;
  lines: ContractLineData[];
  stages: ContractStageData[];
  terms: ContractTermData[];
};

/** One entry of the placeholder dictionary. */
export type PlaceholderEntry = {
  /** The path a template writes: `contractNumber`, `partyA.name`, or a loop's name `lines`. */
  key: string;
  labelCn: string;
  labelEn: string;
  kind: 'scalar' | 'loop';
  /** A loop's row fields, written inside `{#key}…{/key}` without the loop's name. */
  fields?: readonly PlaceholderEntry[];
};

const scalar = (key: string, labelCn: string, labelEn: string): PlaceholderEntry => ({
  key,
  labelCn,
  labelEn,
  kind: 'scalar',
});

const PARTY_FIELDS: readonly [keyof ContractParty, string, string][] = [
  ['name', '名称', 'name'],
  ['address', '地址', 'address'],
  ['legalRepresentative', '法定代表人', 'legal representative'],
  ['agent', '委托代理人', 'agent'],
  ['phone', '电话', 'phone'],
  ['bank', '开户银行', 'bank'],
  ['bankAccount', '银行账号', 'bank account'],
  ['taxNumber', '纳税人识别号', 'tax number'],
];

const party = (prefix: 'partyA' | 'partyB', cn: string, en: string): PlaceholderEntry[] =>
  PARTY_FIELDS.map(([field, labelCn, labelEn]) => scalar(`${prefix}.${field}`, `${cn}${labelCn}`, `${en} ${labelEn}`));

/** Every placeholder a contract template may use. The type check below keeps it in step with ContractTemplateData. */
export const CONTRACT_PLACEHOLDERS: readonly PlaceholderEntry[] = [
  scalar('contractNumber', '合同编号', 'Contract number'),
  scalar('contractName', '合同名称', 'Contract name'),
  scalar('contractType', '合同类型', 'Contract type'),
  scalar('version', '合同版本', 'Version'),
  scalar('signedDate', '签订日期', 'Signing date'),
  scalar('validFrom', '生效日期', 'Valid from'),
  scalar('validTo', '失效日期', 'Valid to'),
  ...party('partyA', '甲方', 'Party A'),
  ...party('partyB', '乙方', 'Party B'),
  scalar('currency', '币种', 'Currency'),
  scalar('totalAmount', '不含税总金额', 'Total without tax'),
  scalar('totalTax', '税额', 'Tax'),
  scalar('totalWithTax', '含税总金额', 'Total with tax'),
  scalar('totalInWords', '含税总金额（大写）', 'Total with tax in Chinese capital figures'),
  scalar('paymentTermsName', '付款条件', 'Payment terms'),
  scalar('deliveryTerms', '交货条款', 'Delivery terms'),
  scalar('remark', '备注', 'Remark'),
  {
    key: 'lines',
    labelCn: '合同明细（循环）',
    labelEn: 'Contract lines (loop)',
    kind: 'loop',
    fields: [
      scalar('lineNo', '行号', 'Line no.'),
      scalar('materialCode', '物料编码', 'Material code'),
      scalar('materialName', '物料名称', 'Material name'),
      scalar('specification', '规格型号', 'Specification'),
      scalar('unit', '单位', 'Unit'),
      scalar('quantity', '数量', 'Quantity'),
      scalar('price', '不含税单价', 'Price without tax'),
      scalar('priceWithTax', '含税单价', 'Price with tax'),
      scalar('taxRate', '税率（%）', 'Tax rate (%)'),
      scalar('amount', '不含税金额', 'Amount without tax'),
      scalar('amountWithTax', '含税金额', 'Amount with tax'),
      scalar('deliveryDate', '交货日期', 'Delivery date'),
    ],
  },
  {
    key: 'stages',
    labelCn: '付款阶段（循环）',
    labelEn: 'Payment stages (loop)',
    kind: 'loop',
    fields: [
      scalar('stageName', '阶段名称', 'Stage'),
      scalar('percent', '比例（%）', 'Percent'),
      scalar('amount', '金额', 'Amount'),
      scalar('plannedDate', '计划付款日期', 'Planned date'),
      scalar('condition', '付款条件', 'Condition'),
    ],
  },
  {
    key: 'terms',
    labelCn: '合同条款（循环）',
    labelEn: 'Contract clauses (loop)',
    kind: 'loop',
    fields: [
      scalar('termNo', '条款序号', 'Clause no.'),
      scalar('title', '条款标题', 'Clause title'),
      scalar('text', '条款内容', 'Clause text'),
    ],
  },
];

/** A placeholder found in a template: its path and the loops it sits in, outermost first. */
export type TemplateTag = { path: string; loops: readonly string[]; isLoop: boolean };

/**
 * The placeholders of a template that bind to nothing in CONTRACT_PLACEHOLDERS, as the author wrote them
 * (`{#lines}{foo}{/lines}` reports `lines.foo`). A loop's row field is known only inside its loop; a scalar
 * written inside a loop may also be a top-level one (docxtemplater looks it up outward).
 */
export function unknownPlaceholders(tags: readonly TemplateTag[]): string[] {
  const unknown = new Set<string>();
  for (const tag of tags) {
    if (!bindsTo(tag)) unknown.add([...tag.loops, tag.path].join('.'));
  }
  return [...unknown];
}

function bindsTo(tag: TemplateTag): boolean {
  const top = CONTRACT_PLACEHOLDERS.find((entry) => entry.key === tag.path);
  const innermost = tag.loops.at(-1);
  if (innermost !== undefined) {
    // Loops nest only one deep in a contract: the row fields of the innermost loop, or a top-level scalar.
    if (tag.loops.length > 1) return false;
    const loop = CONTRACT_PLACEHOLDERS.find((entry) => entry.key === innermost && entry.kind === 'loop');
    const field = loop?.fields?.find((entry) => entry.key === tag.path);
    if (field) return !tag.isLoop;
    return top?.kind === 'scalar' && !tag.isLoop;
  }
  if (!top) return false;
  return tag.isLoop ? top.kind === 'loop' : top.kind === 'scalar';
}
