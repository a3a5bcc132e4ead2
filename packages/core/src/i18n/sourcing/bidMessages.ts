/**
 * Messages of the server side of sealed bids (issue 17 item 4): committee member keys, the committee and
 * its seal, the suppliers' bids, giving shares and the opening; spread into messages.ts. The crypto's own
 * failures are sealingMessages.ts.
 */
export const bidMessages = {
  // member keys
  'memberKey.inUse': {
    CN: '您是尚未开标的招标单 {numbers} 的开标委员，开标前不能更换开标密钥（否则无法开标）',
    EN: 'You are on the opening committee of {numbers}, not yet opened; your opening key cannot be replaced before the opening (the bids could not be opened)',
  },
  'memberKey.badKey': {
    CN: '开标公钥无效：须为 P-256 的 SPKI 公钥（Base64）',
    EN: 'The opening public key is invalid: a P-256 SPKI key in base64 is expected',
  },
  'memberKey.badFingerprint': {
    CN: '公钥指纹与公钥不符',
    EN: 'The fingerprint does not match the public key',
  },
  // the committee and its seal
  'committee.memberNotInternal': {
    CN: '用户 {name} 不是启用的内部用户，不能担任开标委员',
    EN: 'User {name} is not an enabled internal user and cannot sit on the opening committee',
  },
  'committee.memberTwice': { CN: '该委员重复出现', EN: 'This member appears twice' },
  'committee.oneChair': { CN: '开标委员会至多一位主任委员', EN: 'The opening committee has at most one chair' },
  'committee.memberNoKey': {
    CN: '{name} 尚未设置开标密钥（开标口令），请其先在“开标”页面设置',
    EN: '{name} has no opening key yet (opening PIN); ask them to set one on the "Bid opening" page first',
  },
  'committee.tooSmall': {
    CN: '开标委员会至少需要 {min} 人（开标所需委员人数）',
    EN: 'The opening committee needs at least {min} members (the members needed to open)',
  },
  'committee.sealShares': {
    CN: '每位委员须且仅须有一份密钥份额',
    EN: 'Exactly one key share per committee member is expected',
  },
  'committee.sealFingerprint': {
    CN: '{name} 的密钥份额不是按其当前开标密钥生成的，请重新密封',
    EN: "{name}'s key share was not made for their current opening key; seal again",
  },
  'committee.badEventKey': {
    CN: '招标公钥无效：须为 P-256 的 SPKI 公钥（Base64）',
    EN: 'The tender public key is invalid: a P-256 SPKI key in base64 is expected',
  },
  // giving shares and the opening
  'opening.notMember': {
    CN: '您不是该招标单的开标委员',
    EN: 'You are not on the opening committee of this tender',
  },
  'opening.notYet': {
    CN: '尚未到开标时间（{openingTime}）或招标单未截标，暂不能开标',
    EN: 'The bids cannot be opened yet: the opening time is {openingTime} and bids must be closed',
  },
  'opening.alreadyGiven': {
    CN: '您已提交过开标密钥份额',
    EN: 'You have already given your key share',
  },
  'opening.notSealed': {
    CN: '该招标单没有您的密钥份额',
    EN: 'This tender holds no key share for you',
  },
  'opening.recoverFailed': {
    CN: '已收到 {given} 份密钥份额，但无法恢复招标密钥（有委员提交的份额有误）。已提交的份额已清除，请各委员用开标口令重新提交',
    EN: 'With {given} key shares in, the tender key could not be recovered (a member gave a wrong share). The shares given were cleared; members, please give your shares again with your PINs',
  },
  'opening.badShare': {
    CN: '密钥份额格式无效',
    EN: 'The key share is not in a valid format',
  },
  // the suppliers' bids
  'tenderBid.closed': {
    CN: '招标单不在投标中或已过投标截止时间（{deadline}），不能投标或撤回',
    EN: 'The tender takes no bids now: it is not open or its bid deadline ({deadline}) has passed',
  },
  'tenderBid.declined': {
    CN: '贵司已放弃本次投标，不能投标',
    EN: 'Your company declined this tender and cannot bid',
  },
  'tenderBid.feeUnpaid': {
    CN: '标书费尚未确认缴纳，暂不能投标',
    EN: 'Your tender fee has not been confirmed as paid; you cannot bid yet',
  },
  'tenderBid.bondUnpaid': {
    CN: '投标保证金尚未确认缴纳，暂不能投标',
    EN: 'Your bid bond has not been confirmed as paid; you cannot bid yet',
  },
  'tenderBid.hashMismatch': {
    CN: '商务标密文的摘要与提交的摘要不符',
    EN: 'The hash given does not match the sealed commercial envelope',
  },
  'tenderBid.notSealed': {
    CN: '该招标单未密封，不能投标',
    EN: 'The tender is not sealed; it takes no bids',
  },
  'tenderBid.notOpened': {
    CN: '投标尚未开标，不能查看报价',
    EN: 'The bids are not opened yet; their prices cannot be read',
  },
  'tenderBid.noBid': { CN: '贵司没有可撤回的投标', EN: 'Your company has no bid to withdraw' },
  'tenderBid.fileNotOwn': {
    CN: '技术标附件须为贵司自己上传的文件',
    EN: 'Technical files must be files your company uploaded',
  },
  'tenderBid.fileKept': {
    CN: '该附件属于已提交的投标，不能删除',
    EN: 'This file is part of a submitted bid and cannot be deleted',
  },
  // why a bid was found invalid at the opening (stored in both languages)
  'tenderBid.invalidEnvelope': {
    CN: '商务标无法解密',
    EN: 'The commercial envelope could not be decrypted',
  },
  'tenderBid.invalidHash': {
    CN: '商务标密文与投标回执摘要不符',
    EN: 'The commercial envelope does not match its receipt hash',
  },
  'tenderBid.invalidContent': {
    CN: '商务标内容格式无效：{detail}',
    EN: 'The commercial envelope is not well formed: {detail}',
  },
  'tenderBid.invalidOwner': {
    CN: '商务标内的招标单或供应商与投标不符',
    EN: 'The tender or supplier inside the commercial envelope is not this bid’s',
  },
  'tenderBid.invalidLines': {
    CN: '商务标未对全部招标行报价或含有非本招标的行（{detail}）',
    EN: 'The commercial envelope does not price every tender line once, or prices a line not in the tender ({detail})',
  },
} as const;
