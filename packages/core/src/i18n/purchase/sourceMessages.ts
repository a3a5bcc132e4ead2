import type { Lang } from '../lang.ts';

/** Messages of the source part of procurement execution (issue 8); spread into messages.ts. */
export const sourceMessages = {
  // The one sourcing rule (sources/sourceRules.ts sourceRefusal).
  'source.notOnAsl': {
    CN: '供应商 {supplier} 不在 {org} 的物料 {item} 的货源清单中，且不是指定供应商',
    EN: 'Supplier {supplier} is not on the approved supplier list of {org} for {item} and is not designated',
  },
  'source.unknownSupplier': { CN: '供应商不存在', EN: 'The supplier does not exist' },
  // Approved supplier list documents.
  'asl.entryRequired': {
    CN: '变更申请的每一行须选择要变更的货源清单条目',
    EN: 'Each line of an alteration must name the list entry it changes',
  },
  'asl.entryNotFound': {
    CN: '货源清单条目不存在或不属于该组织',
    EN: 'The list entry does not exist or belongs to another organisation',
  },
  'asl.entryOnNew': {
    CN: '新增申请的行不能引用已有条目',
    EN: 'A line of a new application cannot name an existing entry',
  },
  'asl.entryChanged': {
    CN: '变更申请只能修改状态、有效期和优先级，不能修改物料、品类、供应商',
    EN: 'An alteration changes only status, validity and priority, not the material, category or supplier',
  },
  'asl.overlap': {
    CN: '供应商 {supplier} 的物料 {item} 在 {from} 至 {to} 已有生效的货源清单条目',
    EN: 'Supplier {supplier} already has an active list entry for {item} overlapping {from} to {to}',
  },
  'asl.overlapInDocument': {
    CN: '与第 {line} 行的供应商、物料和有效期重叠',
    EN: 'Overlaps line {line} for the same supplier, material and dates',
  },
  'asl.materialCategory': {
    CN: '物料不属于所选品类',
    EN: 'The material does not belong to the chosen category',
  },
  'source.validToBeforeFrom': { CN: '失效日期不能早于生效日期', EN: 'Valid to cannot be before valid from' },
  'source.disabled': { CN: '已停用或不存在', EN: 'Disabled or unknown' },
  'source.siteOfSupplier': { CN: '地点不属于该供应商', EN: 'The site does not belong to the supplier' },
  // Pricing.
  'pricing.noAuthority': {
    CN: '您没有以下品类的定价权限：{categories}',
    EN: 'You have no pricing authority for these categories: {categories}',
  },
  'pricing.duplicateBreak': {
    CN: '与第 {line} 行的物料、数量阶梯和生效日期相同',
    EN: 'Same material, quantity break and valid from as line {line}',
  },
  'pricing.authorityExists': {
    CN: '该用户已有此品类的定价权限',
    EN: 'The user already has pricing authority for this category',
  },
  'pricing.unknownUser': { CN: '用户不存在', EN: 'The user does not exist' },
  // Agreements.
  'agreement.notFound': { CN: '协议行不存在', EN: 'The agreement line does not exist' },
  'agreement.notApproved': {
    CN: '协议 {number} 的状态为 {status}，只有已审批的协议可以下单',
    EN: 'Agreement {number} is {status}; only an approved agreement can be ordered against',
  },
  'agreement.outsideValidity': {
    CN: '协议 {number} 的有效期为 {from} 至 {to}，{date} 不在其中',
    EN: 'Agreement {number} is valid from {from} to {to}; {date} is outside',
  },
  'agreement.quantityCeiling': {
    CN: '协议 {number} 第 {line} 行剩余数量 {remaining}，不能再下 {quantity}',
    EN: 'Line {line} of agreement {number} has {remaining} left; {quantity} is too much',
  },
  'agreement.amountCeiling': {
    CN: '协议 {number} 剩余金额 {remaining}，不能再下 {amount}',
    EN: 'Agreement {number} has {remaining} left of its amount ceiling; {amount} is too much',
  },
  'agreement.releaseTooMuch': {
    CN: '释放的数量或金额超过协议已执行的数量或金额',
    EN: 'Cannot release more than the agreement has consumed',
  },
  'agreement.ceilingRequired': {
    CN: '框架协议的每一行须填写数量上限',
    EN: 'Every line of a framework agreement needs a quantity ceiling',
  },
  'agreement.ceilingBelowConsumed': {
    CN: '上限不能低于已执行的 {consumed}',
    EN: 'The ceiling cannot be below the consumed {consumed}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
