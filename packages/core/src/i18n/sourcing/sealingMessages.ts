/** Messages of sealed tender bids (issue 17 item 4: member keys, shares, envelopes); spread into messages.ts. */
export const sealingMessages = {
  'sealing.pinTooShort': {
    CN: '开标口令至少 {min} 个字符',
    EN: 'The opening PIN must have at least {min} characters',
  },
  'sealing.wrongPin': {
    CN: '开标口令错误',
    EN: 'Wrong opening PIN',
  },
  'sealing.badThreshold': {
    CN: '开标委员会无效：开标所需人数至少 2 人且不超过委员人数（最多 255 人），委员不能重复',
    EN: 'Invalid committee: the shares needed to open must be at least 2 and at most the number of members (at most 255), each member once',
  },
  'sealing.badShares': {
    CN: '开标密钥份额无效或不足，无法恢复招标密钥',
    EN: 'The key shares are invalid or too few to recover the tender key',
  },
  'sealing.badEnvelope': {
    CN: '投标密封报价无法解密或已被篡改',
    EN: 'The sealed bid cannot be decrypted or was tampered with',
  },
  'sealing.badKey': {
    CN: '密钥无效或已损坏',
    EN: 'The key is invalid or damaged',
  },
  // checks of a bid envelope's content (bidEnvelopeSchema)
  'sealing.pricePositive': { CN: '单价必须大于 0', EN: 'must be a price greater than 0' },
  'sealing.lineTwice': { CN: '同一招标行只能报价一次', EN: 'a tender line may be priced only once' },
} as const;
