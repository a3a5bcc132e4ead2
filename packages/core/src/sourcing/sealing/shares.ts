import { combine, split } from 'shamir-secret-sharing';
import { eciesDecrypt, eciesEncrypt } from './ecies.ts';
import { type Bytes, copyBytes, fromBase64, type SealingKey, sha256Hex, subtle, toBase64 } from './encoding.ts';
import { SealingError } from './errors.ts';
import { EC_ALGORITHM, MAX_MEMBERS, MIN_THRESHOLD, SHARE_INFO } from './params.ts';
import { importPublicKey } from './publicKey.ts';

/*
 * The tender key: made in the buyer's browser when the tender is sealed, its private half split at once into
 * Shamir shares (k of n), each encrypted to one committee member; the private key itself is kept nowhere.
 * Bids are encrypted to the public half. At the opening k members decrypt their shares in their browsers and
 * give them; the server recombines the private key and opens the bids.
 */

export type CommitteeMemberKey<U extends string | number = number> = { userId: U; publicKey: string };
export type SealedShare<U extends string | number = number> = {
  userId: U;
  /** JSON of an ECIES package {v, epk, iv, data}: the share, readable only with the member's private key. */
  encryptedShare: string;
  /** Fingerprint of the member key the share was encrypted to. */
  keyFingerprint: string;
};
export type SealedTender<U extends string | number = number> = {
  /** SPKI of the tender's ECDH P-256 public key, base64: suppliers encrypt their bids to it. */
  eventPublicKey: string;
  shares: SealedShare<U>[];
};

function checkCommittee(members: readonly CommitteeMemberKey<string | number>[], threshold: number): void {
  const ok =
    Array.isArray(members) &&
    Number.isInteger(threshold) &&
    threshold >= MIN_THRESHOLD &&
    members.length >= threshold &&
    members.length <= MAX_MEMBERS &&
    new Set(members.map((m) => m.userId)).size === members.length;
  if (!ok) throw new SealingError('badThreshold');
}

/**
 * Makes the tender key and seals it to the committee: any `threshold` of the members' shares recover it,
 * fewer tell nothing about it. Refuses (SealingError 'badThreshold') unless 2 ≤ threshold ≤ members ≤ 255
 * with distinct userIds; a member's unusable public key → 'badKey'.
 */
export async function sealTender<U extends string | number>(
  members: readonly CommitteeMemberKey<U>[],
  threshold: number,
): Promise<SealedTender<U>> {
  checkCommittee(members, threshold);
  const recipients = await Promise.all(members.map((m) => importPublicKey(m.publicKey)));
  // extractable only for the one pkcs8 export below; the pair goes out of scope when this function returns
  const pair = await subtle().generateKey(EC_ALGORITHM, true, ['deriveBits']);
  const eventPublicKey = toBase64(new Uint8Array(await subtle().exportKey('spki', pair.publicKey)));
  const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
  const parts = await split(pkcs8, members.length, threshold);
  pkcs8.fill(0);
  const shares = await Promise.all(
    members.map(async (m, i) => {
      const share = copyBytes(parts[i]);
      parts[i].fill(0);
      const pkg = await eciesEncrypt(recipients[i], share, SHARE_INFO);
      share.fill(0);
      return {
        userId: m.userId,
        encryptedShare: JSON.stringify(pkg),
        keyFingerprint: await sha256Hex(fromBase64(m.publicKey)),
      };
    }),
  );
  return { eventPublicKey, shares };
}

/**
 * The member's share in the clear (base64), from its encrypted share and its unlocked private key.
 * Not this member's share, or tampered → SealingError 'badShares'.
 */
export async function openShare(encryptedShare: string, memberPrivateKey: SealingKey): Promise<string> {
  try {
    return toBase64(await eciesDecrypt(memberPrivateKey, JSON.parse(encryptedShare), SHARE_INFO));
  } catch (cause) {
    throw new SealingError('badShares', { cause });
  }
}

/** Both keys are the same point when an ECDH with a fresh key agrees: proof that the private key is right. */
async function sameKeyPair(privateKey: SealingKey, publicKey: SealingKey): Promise<boolean> {
  const probe = await subtle().generateKey(EC_ALGORITHM, false, ['deriveBits']);
  const [a, b] = await Promise.all([
    subtle().deriveBits({ name: 'ECDH', public: probe.publicKey }, privateKey, 256),
    subtle().deriveBits({ name: 'ECDH', public: publicKey }, probe.privateKey, 256),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/**
 * The tender's private key (not extractable, for deriveBits only) from at least `threshold` clear shares.
 * Too few, damaged or foreign shares, or a key that is not the one of `eventPublicKey` → SealingError
 * 'badShares'. Identical shares (a member giving twice) count once.
 */
export async function recoverTenderKey(shares: readonly string[], eventPublicKey: string): Promise<SealingKey> {
  const publicKey = await importPublicKey(eventPublicKey);
  let pkcs8: Bytes | undefined;
  try {
    const distinct = [...new Set(shares)].map(fromBase64);
    if (distinct.length < MIN_THRESHOLD || distinct.some((s) => s.length !== distinct[0].length)) {
      throw new Error('too few shares or shares of different secrets');
    }
    pkcs8 = copyBytes(await combine(distinct));
    // extractable only to compare the public point; the key handed back is imported again, not extractable
    const candidate = await subtle().importKey('pkcs8', pkcs8, EC_ALGORITHM, true, ['deriveBits']);
    const [mine, theirs] = await Promise.all([
      subtle().exportKey('jwk', candidate),
      subtle().exportKey('jwk', publicKey),
    ]);
    if (mine.x !== theirs.x || mine.y !== theirs.y || !(await sameKeyPair(candidate, publicKey))) {
      throw new Error('the recovered key is not the tender key');
    }
    return await subtle().importKey('pkcs8', pkcs8, EC_ALGORITHM, false, ['deriveBits']);
  } catch (cause) {
    throw new SealingError('badShares', { cause });
  } finally {
    pkcs8?.fill(0);
  }
}
