/** Messages of quotes, comparison, bargaining rounds and the award (issue 17); spread into messages.ts. */
export const quoteMessages = {
  'sourcing.quoteClosed': {
    CN: '询价单当前不接受报价（报价截止时间 {deadline}）',
    EN: 'This inquiry takes no quotes now (quote deadline {deadline})',
  },
  'sourcing.notInRound': {
    CN: '贵司未受邀参与第 {round} 轮报价',
    EN: 'Your company is not invited to quote in round {round}',
  },
  'sourcing.declinedCannotQuote': {
    CN: '贵司已拒绝参与本询价，不能报价',
    EN: 'Your company declined this inquiry and cannot quote',
  },
  'sourcing.quoteAlreadySubmitted': {
    CN: '报价已提交；如需修改，请修改后重新提交',
    EN: 'The quote was submitted; to change it, submit it again',
  },
  'sourcing.quoteFileKept': {
    CN: '该附件属于已提交的报价，不能删除',
    EN: 'This file is part of a submitted quote and cannot be deleted',
  },
  'sourcing.lineNotInInquiry': { CN: '不是本询价单的行', EN: 'Not a line of this inquiry' },
  'sourcing.lineTwice': { CN: '该询价行重复出现', EN: 'This inquiry line appears twice' },
  'sourcing.priceRequired': {
    CN: '请填写单价，或勾选“不报价”',
    EN: 'Give a price, or mark the line “no quote”',
  },
  'sourcing.taxRateRequired': { CN: '请填写税率', EN: 'Give the tax rate' },
  'sourcing.noQuoteHasPrice': {
    CN: '勾选“不报价”的行不能填写价格和税率',
    EN: 'A “no quote” line has no price or tax rate',
  },
  'sourcing.lineNotAnswered': {
    CN: '第 {line} 行未报价：请填写价格或勾选“不报价”',
    EN: 'Line {line} has no answer: give a price or mark it “no quote”',
  },
  'sourcing.nothingPriced': {
    CN: '至少需要对一行报价；不参与请使用“拒绝报价”',
    EN: 'Price at least one line; to take no part, decline the inquiry',
  },
  'sourcing.validUntilPast': { CN: '报价有效期不能早于今天', EN: 'The validity cannot end before today' },
  'sourcing.pricesSealed': {
    CN: '报价截止（{deadline}）前不能查看价格',
    EN: 'Prices can be seen only after the quote deadline ({deadline})',
  },
  'sourcing.roundNotFound': { CN: '该轮次不存在', EN: 'There is no such round' },
  'sourcing.maxRoundsReached': {
    CN: '已达到最多报价轮次（{max} 轮），不能再发起议价',
    EN: 'The inquiry has had its {max} rounds; no further bargaining round',
  },
  'sourcing.bargainNoSuppliers': { CN: '请选择参与议价的供应商', EN: 'Choose the suppliers of the bargaining round' },
  'sourcing.bargainNotQuoted': {
    CN: '{name} 未在第 {round} 轮提交报价，不能参与议价',
    EN: '{name} did not submit a quote in round {round} and cannot bargain',
  },
  'sourcing.awardOpen': {
    CN: '该询价单已有进行中的定标单 {number}',
    EN: 'Award {number} of this inquiry is already in progress',
  },
  'sourcing.inquiryNotClosed': {
    CN: '询价单状态为「{status}」，只有已截止的询价单可以定标',
    EN: 'The inquiry is {status}; only a closed inquiry can be awarded',
  },
  'sourcing.awardNotQuoted': {
    CN: '{name} 在其最后参与的第 {round} 轮中未对该行报价',
    EN: '{name} did not price this line in round {round}, the last it took part in',
  },
  'sourcing.awardNotParticipant': {
    CN: '该供应商未参与本询价',
    EN: 'This supplier takes no part in the inquiry',
  },
  'sourcing.awardOverQuantity': {
    CN: '该行授标数量合计 {total} 超过询价数量 {quantity}',
    EN: 'The parts of this line add up to {total}, more than its quantity {quantity}',
  },
  'sourcing.awardSupplierTwice': {
    CN: '同一询价行不能重复授标给同一供应商',
    EN: 'A line is awarded to the same supplier once',
  },
  'sourcing.awardMaterialRequired': {
    CN: '转价格库或协议的行必须是有物料编码的行',
    EN: 'Lines going to the price library or an agreement need a material',
  },
  'sourcing.awardValidToRequired': {
    CN: '转协议时请填写价格失效日期',
    EN: 'An agreement needs the date its prices end',
  },
  'sourcing.awardValidRange': {
    CN: '失效日期不能早于生效日期',
    EN: 'The end date cannot be before the start date',
  },
  'sourcing.bargainTodo': { CN: '询价议价：{number}', EN: 'Inquiry bargaining: {number}' },
  'sourcing.bargainNotice': {
    CN: '询价单 {number} 发起第 {round} 轮议价，请在 {deadline} 前重新报价',
    EN: 'Inquiry {number} opened bargaining round {round}; quote again before {deadline}',
  },
  'sourcing.resultWon': {
    CN: '询价单 {number} 定标结果：贵司中标 {count} 行',
    EN: 'Inquiry {number} result: your company was awarded {count} lines',
  },
  'sourcing.resultWonLine': {
    CN: '第 {line} 行 {item}：数量 {quantity}，不含税单价 {price}',
    EN: 'Line {line} {item}: quantity {quantity} at {price} excl. tax',
  },
  'sourcing.resultLost': {
    CN: '询价单 {number} 定标结果：感谢参与，贵司本次未中标',
    EN: 'Inquiry {number} result: thank you for taking part; your company was not awarded this time',
  },
  'sourcing.madeFrom': {
    CN: '由定标单 {award}（询价单 {inquiry}）生成',
    EN: 'Made from award {award} (inquiry {inquiry})',
  },
} as const;
