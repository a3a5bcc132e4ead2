/** Texts of the declared master lists' screen (components/MasterList). */
export const zh = {
  addOne: '新增{{one}}',
  editOne: '编辑{{one}} · {{title}}',
  codePattern: '编码只能包含字母、数字及 - _ .',
  codeHint: '只能包含字母、数字及 - _ .，保存后不可修改',
  decimal: '请输入数值',
  decimals: '最多 {{precision}} 位小数',
};

export const en: typeof zh = {
  addOne: 'Add {{one}}',
  editOne: 'Edit {{one}} · {{title}}',
  codePattern: 'A code may contain only letters, digits and - _ .',
  codeHint: 'Letters, digits and - _ . only; cannot be changed once saved',
  decimal: 'must enter a numeric value',
  decimals: 'must have at most {{precision}} decimals',
};
