/*
 * Sealed tender bids (issue 17 item 4; docs in /work/notes/tender.md "Crypto API"): WebCrypto only, the
 * same code in the browser and in Node 20. Import as '@srm/core/sourcing/sealing'.
 */

export { fromBase64, type SealingKey, toBase64 } from './encoding.ts';
export { envelopeHash, openEnvelope, type SealedEnvelope, sealEnvelope } from './envelope.ts';
export { isSealingError, SEALING_ERROR_CODES, SealingError, type SealingErrorCode } from './errors.ts';
export { createMemberKey, keyFingerprint, type MemberKey, unlockMemberKey } from './memberKey.ts';
export { DEFAULT_PIN_ITERATIONS, MAX_MEMBERS, MIN_THRESHOLD, PIN_MIN_LENGTH } from './params.ts';
export { importPublicKey, isPublicKey } from './publicKey.ts';
export {
  type CommitteeMemberKey,
  openShare,
  recoverTenderKey,
  type SealedShare,
  type SealedTender,
  sealTender,
} from './shares.ts';
