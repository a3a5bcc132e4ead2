/**
 * Messages of a tender's evaluation and award (评标、定标, issue 17 items 5–6): the jury and its draw, the
 * scoring sheets, the summary and recommendation, the award of a tender, the results told to bidders, the
 * bid reports; spread into messages.ts.
 */
export const evaluationMessages = {
  // the jury
  'evaluation.juryClosed': {
    CN: '招标单当前状态（{status}）不能调整评标专家：截标后、评标完成前才可以',
    EN: 'The jury cannot be changed while the tender is {status}: only after bids close and before the evaluation ends',
  },
  'evaluation.tooFewExperts': {
    CN: '专家库中品类“{category}”可抽取的专家只有 {available} 位（已排除与投标供应商有利害关系的、已停用的和已在本次评标中的专家），不足抽取的 {count} 位',
    EN: 'Only {available} experts of category “{category}” can be drawn (those tied to a bidder, disabled or already on the jury are left out), fewer than the {count} asked',
  },
  'evaluation.expertDisabled': { CN: '专家 {name} 已停用', EN: 'Expert {name} is disabled' },
  'evaluation.expertConflict': {
    CN: '专家 {name} 与投标供应商 {supplier} 存在利害关系，不能参与本次评标',
    EN: 'Expert {name} is tied to the bidder {supplier} and cannot evaluate this tender',
  },
  'evaluation.expertOnJury': { CN: '专家 {name} 已是本次评标专家', EN: 'Expert {name} is on the jury already' },
  'evaluation.expertSubmitted': {
    CN: '专家 {name} 已提交评分表，不能回避',
    EN: 'Expert {name} has submitted the scoring sheet and cannot be excused',
  },
  'evaluation.drawnNotice': {
    CN: '您已被选为招标单 {number}《{title}》的评标专家，开标后请在“评标”中评分',
    EN: 'You are on the jury of tender {number} “{title}”; once the bids are open, score them under Evaluation',
  },
  // the sheets
  'evaluation.notScoring': {
    CN: '招标单当前状态（{status}）不能评分：开标后、评标完成前才可以',
    EN: 'Scores cannot be given while the tender is {status}: only after the bids are opened and before the evaluation ends',
  },
  'evaluation.sheetSubmitted': {
    CN: '评分表已提交，不能再修改',
    EN: 'The scoring sheet was submitted and can no longer change',
  },
  'evaluation.notABid': { CN: '不是本招标单已开标的有效投标', EN: 'Not an opened bid of this tender' },
  'evaluation.notACriterion': {
    CN: '不是本招标单评标模板的技术评分项',
    EN: "Not a technical criterion of this tender's template",
  },
  'evaluation.scoreAboveMax': {
    CN: '评分须在 0 到 {max} 之间（最多两位小数）',
    EN: 'A score runs from 0 to {max} (two decimals at most)',
  },
  'evaluation.cellTwice': { CN: '同一投标的同一评分项重复出现', EN: 'The same bid and criterion appear twice' },
  'evaluation.sheetIncomplete': {
    CN: '评分表还有 {missing} 项未评分，全部评完后才能提交',
    EN: 'The scoring sheet has {missing} cells without a score; score them all before submitting',
  },
  'evaluation.expertHasLogin': {
    CN: '该专家有自己的登录账号，请由专家本人评分',
    EN: 'This expert has a login of its own and scores the sheet itself',
  },
  'evaluation.submitOwnFirst': {
    CN: '请先提交您自己的评分表，再查看评标汇总',
    EN: 'Submit your own scoring sheet before reading the evaluation summary',
  },
  // the summary and recommendation
  'evaluation.bidsNotOpened': {
    CN: '招标单当前状态（{status}）尚未开标，不能查看投标价格',
    EN: 'The bids of this tender are not opened ({status}); no price can be read yet',
  },
  'evaluation.cannotRecommend': {
    CN: '招标单当前状态（{status}）不能推荐中标候选人',
    EN: 'A supplier cannot be recommended while the tender is {status}',
  },
  'evaluation.notAnOpenedBidder': {
    CN: '只能推荐已开标的有效投标供应商',
    EN: 'Only a supplier whose bid was opened and found valid can be recommended',
  },
  'evaluation.sheetsOutstanding': {
    CN: '评分表已提交 {submitted} 份，共 {expected} 份：全部专家提交后才能推荐',
    EN: '{submitted} of {expected} scoring sheets are submitted: every expert must submit before recommending',
  },
  'evaluation.recommended': { CN: '评标委员会推荐', EN: 'Recommended by the committee' },
  // the award of a tender
  'sourcing.awardOneSource': {
    CN: '定标单须来自一张询价单或一张招标单（只能选其一）',
    EN: 'An award comes from one inquiry or one tender (one of the two)',
  },
  'sourcing.awardLineOtherSource': {
    CN: '授标行须来自定标单所选的询价单或招标单',
    EN: "An awarded line must come from the award's own inquiry or tender",
  },
  'sourcing.tenderNotEvaluated': {
    CN: '只有已评标的招标单才能定标（当前状态：{status}）',
    EN: 'Only an evaluated tender can be awarded (it is {status})',
  },
  'sourcing.lineNotInTender': { CN: '不是本招标单的行', EN: 'Not a line of this tender' },
  'sourcing.awardNoOpenedBid': {
    CN: '{name} 没有对该行的已开标有效投标',
    EN: '{name} has no opened bid on this line',
  },
  'sourcing.madeFromTender': {
    CN: '由定标单 {award}（招标单 {tender}）生成',
    EN: 'Made from award {award} (tender {tender})',
  },
  // the results
  'evaluation.resultWon': {
    CN: '招标单 {number}《{title}》定标结果：贵司中标 {count} 行',
    EN: 'Tender {number} “{title}” result: your company was awarded {count} lines',
  },
  'evaluation.resultLost': {
    CN: '招标单 {number}《{title}》定标结果：感谢参与，贵司本次未中标',
    EN: 'Tender {number} “{title}” result: thank you for taking part; your company was not awarded this time',
  },
  'evaluation.resultNoticeTitle': {
    CN: '中标结果公告：{number} {title}',
    EN: 'Award notice: {number} {title}',
  },
  'evaluation.resultNoticeBody': {
    CN: '招标单 {number}《{title}》已完成定标。中标供应商：{winners}。感谢各供应商的参与。',
    EN: 'Tender {number} “{title}” has been awarded. Winning supplier(s): {winners}. Thank you to every supplier for taking part.',
  },
} as const;
