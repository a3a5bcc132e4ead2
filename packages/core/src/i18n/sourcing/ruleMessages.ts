import type { Lang } from '../lang.ts';

/** Messages of sourcing rule setup (issue 17 item 1): templates, types, experts, projects; spread into messages.ts. */
export const ruleMessages = {
  'srcTemplate.weightsSum': {
    CN: '技术权重与商务权重之和须为 100，当前为 {sum}',
    EN: 'The technical and commercial weights must sum to 100; they sum to {sum}',
  },
  'srcTemplate.weightsOnlyWeighted': {
    CN: '只有加权评分法的模板才有技术/商务权重，请清空',
    EN: 'Only a weighted-score template has technical and commercial weights; clear it',
  },
  'srcTemplate.technicalCriteriaMissing': {
    CN: '技术权重大于 0，请添加技术评分项',
    EN: 'The technical weight is above 0: add technical criteria',
  },
  'srcTemplate.commercialCriteriaMissing': {
    CN: '商务权重大于 0，请添加商务评分项',
    EN: 'The commercial weight is above 0: add commercial criteria',
  },
  'srcTemplate.technicalCriteriaSum': {
    CN: '技术评分项权重之和须为 100，当前为 {sum}',
    EN: 'The weights of the technical criteria must sum to 100; they sum to {sum}',
  },
  'srcTemplate.commercialCriteriaSum': {
    CN: '商务评分项权重之和须为 100，当前为 {sum}',
    EN: 'The weights of the commercial criteria must sum to 100; they sum to {sum}',
  },
  'srcTemplate.bondAmountRequired': {
    CN: '固定金额保证金须填写大于 0 的金额',
    EN: 'A fixed bid bond needs an amount above 0',
  },
  'srcTemplate.bondPercent': {
    CN: '按比例保证金须填写 0 到 100 之间（不含 0）的百分比',
    EN: 'A percentage bid bond needs a percentage above 0 and at most 100',
  },
  'srcTemplate.bondNone': {
    CN: '无保证金时不填写金额/比例',
    EN: 'Without a bid bond there is no amount or percentage; clear it',
  },
  'srcTemplate.tenderSealed': {
    CN: '招标的投标文件须在截止后开标，不能提前查看报价',
    EN: 'Tender bids stay sealed until the deadline: quotes cannot be opened before it',
  },
  'srcTemplate.criterionKind': {
    CN: '评分项类型须为技术或商务',
    EN: 'A criterion is either technical or commercial',
  },
  'srcTemplate.usedByType': {
    CN: '寻源类型 {code} 使用该模板，不能删除（可停用）',
    EN: 'Sourcing type {code} uses this template; it cannot be deleted (disable it instead)',
  },
  'srcTemplate.scoringInUse': {
    CN: '招标 {number} 按该模板评标，评分项、权重和评标办法不能再修改；如需调整请复制为新模板',
    EN: 'Tender {number} is evaluated with this template: its criteria, weights and evaluation method can no longer change; copy it to a new template to change them',
  },
  'srcTemplate.disabledUsedByType': {
    CN: '寻源类型 {code} 以该模板为默认模板，请先更换',
    EN: 'Sourcing type {code} has this template as its default; change that first',
  },
  'srcTemplate.methodUsedByType': {
    CN: '寻源类型 {code} 以该模板为默认模板，不能更改寻源方式',
    EN: 'Sourcing type {code} has this template as its default: its sourcing method cannot change',
  },
  'srcType.templateMethod': {
    CN: '默认模板的寻源方式（{method}）与类型不一致',
    EN: 'The default template is for another sourcing method ({method})',
  },
  'srcExpert.personRequired': {
    CN: '内部专家请选择内部人员',
    EN: 'An internal expert is a person of the company: pick the person',
  },
  'srcExpert.companyRequired': {
    CN: '外部专家请填写所在单位',
    EN: 'An external expert needs the company',
  },
  'srcExpert.personOnlyInternal': {
    CN: '外部专家不关联内部人员，请清空',
    EN: 'An external expert is not a person of the company; clear the person',
  },
  'srcExpert.idNumber': {
    CN: '证件号码为 6–32 位字母、数字或“-”',
    EN: 'An ID number has 6–32 letters, digits or "-"',
  },
  'srcExpert.phone': { CN: '电话号码格式不正确', EN: 'Not a phone number' },
  'srcExpert.email': { CN: '邮箱格式不正确', EN: 'Not an email address' },
  'srcExpert.categoryNotFound': {
    CN: '所选采购品类不存在或已停用',
    EN: 'A chosen purchase category does not exist or is disabled',
  },
  'srcExpert.supplierNotFound': {
    CN: '所选供应商不存在',
    EN: 'A chosen supplier does not exist',
  },
  'srcProject.ownerNotFound': {
    CN: '负责人须为启用的内部用户',
    EN: 'The owner must be an enabled internal user',
  },
} as const satisfies Record<string, Record<Lang, string>>;
