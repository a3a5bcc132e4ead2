/*
 * Texts of the sourcing rule-setup screens (templates, types, experts, projects) beyond what their
 * declarations (packages/core/src/masters/sourcing*.ts) name: the criteria lines, the pickers, the columns
 * of presented names. Wired as `sourcing.rules`.
 */
export const zhRules = {
  criteria: '评分项',
  criteriaHint: '每类（技术 / 商务）评分项的权重之和须为 100',
  criteriaCount: '评分项数',
  addCriterion: '添加评分项',
  criterionName: '评分项名称',
  criterionNameEn: '英文名称',
  criterionKind: '类型',
  weight: '权重(%)',
  maxScore: '满分',
  remove: '删除',
  template: '默认模板',
  person: '内部人员',
  categories: '专业领域',
  conflicts: '关联（回避）供应商',
  conflictsHint: '抽取评标专家时，该专家将回避这些供应商参与的项目',
  org: '所属组织',
  year: '年度',
  owner: '负责人',
  noTemplate: '请先选择寻源方式',
};

export const enRules: typeof zhRules = {
  criteria: 'Scoring criteria',
  criteriaHint: 'The weights of each kind (technical / commercial) sum to 100',
  criteriaCount: 'Criteria',
  addCriterion: 'Add criterion',
  criterionName: 'Criterion',
  criterionNameEn: 'English name',
  criterionKind: 'Kind',
  weight: 'Weight (%)',
  maxScore: 'Max score',
  remove: 'Remove',
  template: 'Default template',
  person: 'Internal person',
  categories: 'Fields of expertise',
  conflicts: 'Tied suppliers (conflicts)',
  conflictsHint: 'The committee draw leaves the expert out of these suppliers’ events',
  org: 'Organisation',
  year: 'Year',
  owner: 'Owner',
  noTemplate: 'Choose the sourcing method first',
};
