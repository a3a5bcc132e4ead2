/**
 * Messages of the tender (招标, issue 17 item 3): the buyer's rules, invitations, fee and bond, change letters,
 * the supplier portal, what suppliers are told; spread into messages.ts.
 */
export const tenderMessages = {
  'tender.templateNotTender': {
    CN: '评标模板必须是已启用的招标模板',
    EN: 'The evaluation template must be an enabled tender template',
  },
  'tender.templateUnusable': {
    CN: '评标模板的评标方法（{method}）不能用于招标',
    EN: 'The evaluation method of the template ({method}) cannot be used for a tender',
  },
  'tender.templateNoTechnical': {
    CN: '综合评分法的评标模板至少需要一项技术评分项',
    EN: 'A weighted-score template needs at least one technical criterion to score',
  },
  'tender.typeNotTender': {
    CN: '寻源类型必须是已启用的招标类型',
    EN: 'The sourcing type must be an enabled tender type',
  },
  'tender.bidDeadlinePast': {
    CN: '投标截止时间必须晚于当前时间',
    EN: 'The bid deadline must be later than now',
  },
  'tender.openingTimePast': {
    CN: '开标时间必须晚于当前时间',
    EN: 'The opening time must be later than now',
  },
  'tender.openingBeforeDeadline': {
    CN: '开标时间不能早于投标截止时间',
    EN: 'The opening time cannot be before the bid deadline',
  },
  'tender.signUpAfterDeadline': {
    CN: '报名截止时间不能晚于投标截止时间',
    EN: 'The sign-up deadline cannot be after the bid deadline',
  },
  'tender.thresholdAboveCommittee': {
    CN: '开标所需委员人数（{threshold}）不能多于开标委员会人数（{size}）',
    EN: 'The members needed to open ({threshold}) cannot be more than the opening committee ({size})',
  },
  'tender.notSealed': {
    CN: '招标单尚未密封：请先设置开标委员会并密封后再提交',
    EN: 'The tender is not sealed: set its opening committee and seal it before submitting',
  },
  'tender.sealStale': {
    CN: '密封已失效（开标委员会、开标人数或委员密钥已变更），请重新密封后再提交',
    EN: "The seal is out of date (the committee, the members needed or a member's key changed); seal it again before submitting",
  },
  'tender.noSuppliers': {
    CN: '邀请招标至少需要邀请一家供应商',
    EN: 'An invitation tender needs at least one invited supplier',
  },
  'tender.supplierAlreadyInvited': {
    CN: '供应商 {name} 已在本招标单中',
    EN: 'Supplier {name} already takes part in this tender',
  },
  'tender.notPublic': { CN: '该招标不是公开招标，不能报名', EN: 'This tender is not public; it takes no sign-ups' },
  'tender.signUpClosed': {
    CN: '招标已过报名截止时间或不在投标中，不能报名',
    EN: 'Sign-up for this tender has closed',
  },
  'tender.notOpen': {
    CN: '招标单不在投标中或已过投标截止时间',
    EN: 'The tender is not open for bids or its bid deadline has passed',
  },
  'tender.alreadyTakesPart': { CN: '贵司已参与该招标', EN: 'Your company already takes part in this tender' },
  'tender.alreadyBid': {
    CN: '贵司已提交投标，不能放弃投标（可在截止前撤回投标）',
    EN: 'Your company has submitted a bid; withdraw the bid before the deadline instead of declining',
  },
  'tender.alreadyDeclined': { CN: '贵司已放弃本次投标', EN: 'Your company has declined this tender' },
  'tender.nothingToPay': {
    CN: '贵司没有待缴纳的标书费或投标保证金',
    EN: 'Your company has no tender fee or bid bond left to pay',
  },
  'tender.feeNotDue': {
    CN: '该供应商没有待确认的标书费',
    EN: 'This supplier has no tender fee waiting to be confirmed',
  },
  'tender.bondNotDue': {
    CN: '该供应商没有待确认的投标保证金',
    EN: 'This supplier has no bid bond waiting to be confirmed',
  },
  'tender.bondNotRefundable': {
    CN: '只有已缴纳的保证金可以退还，且须在定标或撤销之后',
    EN: 'Only a paid bond can be refunded, and only once the tender is awarded or withdrawn',
  },
  'tender.notParticipant': { CN: '该供应商未参与本招标', EN: 'This supplier does not take part in this tender' },
  // To-dos, notifications and notices: suppliers read them in either language (both are given).
  'tender.todoTitle': {
    CN: '招标单 {number}「{title}」邀请贵司投标，投标截止时间 {deadline}',
    EN: 'Tender {number} "{title}" invites your bid by {deadline}',
  },
  'tender.signedUpTodoTitle': {
    CN: '公开招标 {number}「{title}」已报名，请在 {deadline} 前投标',
    EN: 'Public tender {number} "{title}": you signed up, bid by {deadline}',
  },
  'tender.closedNotice': {
    CN: '招标单 {number}「{title}」已截标，等待开标',
    EN: 'Bids for tender {number} "{title}" are closed; the opening follows',
  },
  'tender.abolishedNotice': {
    CN: '招标单 {number}「{title}」已撤销：{reason}',
    EN: 'Tender {number} "{title}" was withdrawn: {reason}',
  },
  'tender.changeNotice': {
    CN: '招标单 {number}「{title}」发布第 {letter} 号变更函：{change}',
    EN: 'Tender {number} "{title}": change letter {letter}, {change}',
  },
  'tender.changeDeadlineNotice': {
    CN: '招标单 {number}「{title}」发布第 {letter} 号变更函：{change}；投标截止时间调整为 {deadline}，开标时间 {openingTime}',
    EN: 'Tender {number} "{title}": change letter {letter}, {change}; bids are now due by {deadline}, opening at {openingTime}',
  },
  'tender.feeConfirmedNotice': {
    CN: '招标单 {number}「{title}」：贵司的标书费已确认收到',
    EN: 'Tender {number} "{title}": your tender fee has been received',
  },
  'tender.bondConfirmedNotice': {
    CN: '招标单 {number}「{title}」：贵司的投标保证金已确认收到',
    EN: 'Tender {number} "{title}": your bid bond has been received',
  },
  'tender.bondRefundedNotice': {
    CN: '招标单 {number}「{title}」：贵司的投标保证金已退还',
    EN: 'Tender {number} "{title}": your bid bond has been refunded',
  },
  'tender.paymentReportedNotice': {
    CN: '供应商 {supplier} 已登记招标单 {number} 的缴费凭证：{reference}',
    EN: 'Supplier {supplier} reported its payment for tender {number}: {reference}',
  },
  'tender.announcementTitle': {
    CN: '招标公告：{title}（{number}）',
    EN: 'Tender announcement: {title} ({number})',
  },
  'tender.announcementBody': {
    CN: '招标单 {number}「{title}」公开招标：报名截止时间 {signUpDeadline}，投标截止时间 {deadline}，开标时间 {openingTime}。合格供应商可在“招标”中报名参与。',
    EN: 'Tender {number} "{title}" is open to all qualified suppliers: sign up by {signUpDeadline}, bid by {deadline}, opening at {openingTime}. Sign up under "Tenders".',
  },
  'tender.changeAnnouncementTitle': {
    CN: '招标变更公告：{title}（{number}）第 {letter} 号变更函',
    EN: 'Tender change: {title} ({number}), change letter {letter}',
  },
  'tender.changeAnnouncementDeadline': {
    CN: '投标截止时间调整为 {deadline}，开标时间 {openingTime}。',
    EN: 'Bids are now due by {deadline}; the opening is at {openingTime}.',
  },
} as const;
