/** Messages of the inquiry (RFQ, issue 17): buyer side, invitations, publication, clarifications; spread into messages.ts. */
export const inquiryMessages = {
  'inquiry.itemNameRequired': { CN: '请填写物料名称或选择物料', EN: 'Give the item name or pick a material' },
  'inquiry.categoryRequired': { CN: '请填写采购品类或选择物料', EN: 'Give the purchase category or pick a material' },
  'inquiry.uomRequired': { CN: '请填写单位或选择物料', EN: 'Give the unit or pick a material' },
  'inquiry.needByDatePast': { CN: '需求日期不能早于今天', EN: 'The need-by date cannot be before today' },
  'inquiry.deadlinePast': {
    CN: '报价截止时间必须晚于当前时间',
    EN: 'The quote deadline must be later than now',
  },
  'inquiry.deadlineNotLater': {
    CN: '新的截止时间必须晚于原截止时间（{deadline}）',
    EN: 'The new deadline must be later than the current one ({deadline})',
  },
  'inquiry.noSuppliers': {
    CN: '邀请询价至少需要邀请一家供应商',
    EN: 'An invitation inquiry needs at least one invited supplier',
  },
  'inquiry.maxRoundsTooHigh': {
    CN: '最多轮次不能超过寻源模板允许的 {max} 轮',
    EN: 'The sourcing template allows at most {max} rounds',
  },
  'inquiry.supplierBlocked': {
    CN: '供应商 {name} 不能参与寻源：{reason}',
    EN: 'Supplier {name} cannot take part in sourcing: {reason}',
  },
  'inquiry.supplierNotFound': { CN: '供应商不存在', EN: 'The supplier does not exist' },
  'inquiry.supplierNotQualified': {
    CN: '供应商 {name} 不是合格供应商（状态：{status}）',
    EN: 'Supplier {name} is not a qualified supplier (status: {status})',
  },
  'inquiry.supplierNotOnList': {
    CN: '供应商 {name} 不在品类的合格供应商名录中',
    EN: 'Supplier {name} is not on the approved supplier list of the category',
  },
  'inquiry.supplierAlreadyInvited': {
    CN: '供应商 {name} 已在本询价单中',
    EN: 'Supplier {name} already takes part in this inquiry',
  },
  'inquiry.suppliersLocked': {
    CN: '询价单为{status}状态，不能调整邀请的供应商',
    EN: 'The inquiry is {status}; its invited suppliers cannot be changed',
  },
  'inquiry.notPublic': { CN: '该询价单不是公开询价，不能报名', EN: 'This inquiry is not public; it takes no sign-ups' },
  'inquiry.notOpen': {
    CN: '询价单不在报价中或已过报价截止时间',
    EN: 'The inquiry is not open for quotes or its deadline has passed',
  },
  'inquiry.alreadyTakesPart': {
    CN: '贵司已参与该询价',
    EN: 'Your company already takes part in this inquiry',
  },
  'inquiry.alreadyQuoted': {
    CN: '贵司已提交报价，不能放弃报价',
    EN: 'Your company has submitted a quote; it can no longer decline',
  },
  'inquiry.alreadyDeclined': { CN: '贵司已放弃本次报价', EN: 'Your company has declined this inquiry' },
  'inquiry.questionClosed': {
    CN: '询价单已不在报价中，不能再提问',
    EN: 'The inquiry is no longer open for quotes; no more questions can be asked',
  },
  'inquiry.alreadyAnswered': { CN: '该问题已答复', EN: 'This question has been answered already' },
  'inquiry.clarificationNotFound': { CN: '问题不存在', EN: 'The question does not exist' },
  // To-dos and notifications (in the receiver's language where the receiver is a supplier: Chinese, the portal's default).
  'inquiry.todoTitle': {
    CN: '询价单 {number}「{title}」邀请贵司报价，截止时间 {deadline}',
    EN: 'Inquiry {number} "{title}" invites your quote by {deadline}',
  },
  'inquiry.publicTodoTitle': {
    CN: '公开询价 {number}「{title}」已报名，请在 {deadline} 前报价',
    EN: 'Public inquiry {number} "{title}": you signed up, quote by {deadline}',
  },
  'inquiry.invitedNotice': {
    CN: '询价单 {number}「{title}」邀请贵司报价，截止时间 {deadline}',
    EN: 'Inquiry {number} "{title}" invites your quote by {deadline}',
  },
  'inquiry.deadlineChangedNotice': {
    CN: '询价单 {number}「{title}」的报价截止时间调整为 {deadline}',
    EN: 'The quote deadline of inquiry {number} "{title}" is now {deadline}',
  },
  'inquiry.abolishedNotice': {
    CN: '询价单 {number}「{title}」已撤销：{reason}',
    EN: 'Inquiry {number} "{title}" was withdrawn: {reason}',
  },
  'inquiry.closedNotice': {
    CN: '询价单 {number}「{title}」已截止报价',
    EN: 'Quotes for inquiry {number} "{title}" are closed',
  },
  'inquiry.answeredNotice': {
    CN: '询价单 {number}「{title}」有新的澄清答复',
    EN: 'Inquiry {number} "{title}" has a new clarification answer',
  },
  'inquiry.questionAskedTitle': {
    CN: '询价单 {number} 收到供应商提问，请答复',
    EN: 'Inquiry {number} has a supplier question to answer',
  },
  'inquiry.announcementTitle': {
    CN: '公开询价公告：{title}（{number}）',
    EN: 'Public inquiry: {title} ({number})',
  },
  'inquiry.announcementBody': {
    CN: '询价单 {number}「{title}」公开征集报价，报价截止时间 {deadline}。合格供应商可在“我的询价”中报名参与。',
    EN: 'Inquiry {number} "{title}" is open to quotes until {deadline}. Qualified suppliers can sign up under "My inquiries".',
  },
} as const;
