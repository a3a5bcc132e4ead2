import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, utf8Decode } from './encoding.ts';
import {
  createMemberKey,
  envelopeHash,
  keyFingerprint,
  openEnvelope,
  openShare,
  recoverTenderKey,
  type SealingErrorCode,
  sealEnvelope,
  sealTender,
  unlockMemberKey,
} from './index.ts';

// Real WebCrypto throughout; 1000 PBKDF2 rounds instead of 600 000 keep the file fast.
const FAST = { iterations: 1000 };

/** Whether any `run`-byte window of `needle` occurs in `haystack` (plaintext leaking into ciphertext). */
function hasRun(haystack: Uint8Array, needle: Uint8Array, run = 8): boolean {
  const text = Array.from(haystack, (b) => b.toString(16).padStart(2, '0')).join('');
  for (let i = 0; i + run <= needle.length; i++) {
    const window = Array.from(needle.subarray(i, i + run), (b) => b.toString(16).padStart(2, '0')).join('');
    // compare on byte boundaries only
    for (let at = text.indexOf(window); at >= 0; at = text.indexOf(window, at + 1)) if (at % 2 === 0) return true;
  }
  return false;
}

async function rejectsWith(promise: Promise<unknown>, code: SealingErrorCode): Promise<void> {
  await expect(promise).rejects.toMatchObject({ name: 'SealingError', code });
}

/** Committee of n members with their PINs, sealed with threshold k; returns the clear shares too. */
async function committee(n: number, k: number) {
  const members = await Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      userId: i + 1,
      pin: `pin-${i + 1}-x`,
      key: await createMemberKey(`pin-${i + 1}-x`, FAST),
    })),
  );
  const sealed = await sealTender(
    members.map((m) => ({ userId: m.userId, publicKey: m.key.publicKey })),
    k,
  );
  const clear = await Promise.all(
    sealed.shares.map(async (s) => {
      const m = members.find((x) => x.userId === s.userId)!;
      return openShare(s.encryptedShare, await unlockMemberKey(m.key.wrappedPrivateKey, m.pin));
    }),
  );
  return { members, sealed, clear };
}

describe('base64 without Buffer', () => {
  it('round-trips every byte value and refuses what is not base64', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(toBase64(new Uint8Array([]))).toBe('');
    expect(toBase64(new TextEncoder().encode('ab'))).toBe('YWI=');
    expect(() => fromBase64('YWI')).toThrow();
    expect(() => fromBase64('Y W I=')).toThrow();
  });
  it('the leak detector of these tests finds a leak', () => {
    const secret = new Uint8Array(20).map((_, i) => i * 7);
    const box = new Uint8Array(40);
    box.set(secret.subarray(5, 13), 17);
    expect(hasRun(box, secret)).toBe(true);
    expect(hasRun(box.subarray(0, 24), secret)).toBe(false);
  });
});

describe('member keys', () => {
  it('a member key unlocks with its PIN and its fingerprint is sha256 of the SPKI', async () => {
    const key = await createMemberKey('123456', FAST);
    expect(key.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyFingerprint(key.publicKey)).toBe(key.fingerprint);
    const wrapped = JSON.parse(key.wrappedPrivateKey);
    expect(wrapped).toMatchObject({ v: 1, kdf: 'PBKDF2-SHA256', iterations: 1000 });
    expect(fromBase64(wrapped.salt)).toHaveLength(16);
    expect(fromBase64(wrapped.iv)).toHaveLength(12);
    const privateKey = await unlockMemberKey(key.wrappedPrivateKey, '123456');
    expect(privateKey.type).toBe('private');
    expect(privateKey.extractable).toBe(false);
  });

  it('defaults to 600 000 PBKDF2 rounds', async () => {
    const key = await createMemberKey('a-long-pin');
    expect(JSON.parse(key.wrappedPrivateKey).iterations).toBe(600_000);
  });

  it('refuses a PIN shorter than 6 characters, counting characters not UTF-16 units', async () => {
    await rejectsWith(createMemberKey('12345', FAST), 'pinTooShort');
    await rejectsWith(createMemberKey('', FAST), 'pinTooShort');
    // 3 emoji are 6 UTF-16 units but 3 characters
    await rejectsWith(createMemberKey('😀😀😀', FAST), 'pinTooShort');
    await expect(createMemberKey('开标口令一二', FAST)).resolves.toBeTruthy();
  });

  it('a wrong PIN is refused with wrongPin, a damaged wrapped key with badKey', async () => {
    const key = await createMemberKey('right-pin', FAST);
    await rejectsWith(unlockMemberKey(key.wrappedPrivateKey, 'wrong-pin'), 'wrongPin');
    await rejectsWith(unlockMemberKey(key.wrappedPrivateKey, 'short'), 'wrongPin');
    await rejectsWith(unlockMemberKey('not json', 'right-pin'), 'badKey');
    const w = JSON.parse(key.wrappedPrivateKey);
    await rejectsWith(unlockMemberKey(JSON.stringify({ ...w, iterations: 10 }), 'right-pin'), 'badKey');
    // a flipped ciphertext byte fails GCM authentication like a wrong PIN does
    const data = fromBase64(w.data);
    data[5] ^= 1;
    await rejectsWith(unlockMemberKey(JSON.stringify({ ...w, data: toBase64(data) }), 'right-pin'), 'wrongPin');
  });

  it('the wrapped key holds neither the PIN nor the clear private key', async () => {
    const key = await createMemberKey('right-pin', FAST);
    expect(key.wrappedPrivateKey).not.toContain('right-pin');
    expect(Object.keys(JSON.parse(key.wrappedPrivateKey)).sort()).toEqual([
      'data',
      'iterations',
      'iv',
      'kdf',
      'salt',
      'v',
    ]);
    const data = fromBase64(JSON.parse(key.wrappedPrivateKey).data);
    // a clear P-256 pkcs8 opens with this DER header and carries the public point (the SPKI's last 65 bytes)
    expect(hasRun(data, new Uint8Array([0x30, 0x81, 0x87, 0x02, 0x01, 0x00]), 6)).toBe(false);
    expect(hasRun(data, fromBase64(key.publicKey).slice(-65))).toBe(false);
  });
});

describe('tender key: k of n shares', () => {
  it('validates the committee: 2 ≤ k ≤ n ≤ 255, distinct members', async () => {
    const a = await createMemberKey('pin-aaaa', FAST);
    const b = await createMemberKey('pin-bbbb', FAST);
    const two = [
      { userId: 1, publicKey: a.publicKey },
      { userId: 2, publicKey: b.publicKey },
    ];
    await rejectsWith(sealTender(two, 1), 'badThreshold');
    await rejectsWith(sealTender(two, 3), 'badThreshold');
    await rejectsWith(sealTender(two, 1.5), 'badThreshold');
    await rejectsWith(sealTender([two[0], { ...two[1], userId: 1 }], 2), 'badThreshold');
    const many = Array.from({ length: 256 }, (_, i) => ({ userId: i, publicKey: a.publicKey }));
    await rejectsWith(sealTender(many, 2), 'badThreshold');
    await rejectsWith(sealTender([two[0], { userId: 2, publicKey: 'bm90IGEga2V5' }], 2), 'badKey');
  });

  it('seals one share per member, with the member key fingerprint, and no clear share inside', async () => {
    const { members, sealed, clear } = await committee(3, 2);
    expect(sealed.shares.map((s) => s.userId)).toEqual([1, 2, 3]);
    for (const [i, s] of sealed.shares.entries()) {
      expect(s.keyFingerprint).toBe(members[i].key.fingerprint);
      expect(Object.keys(JSON.parse(s.encryptedShare)).sort()).toEqual(['data', 'epk', 'iv', 'v']);
      // no 8-byte run of the clear share is in the encrypted package
      expect(hasRun(fromBase64(JSON.parse(s.encryptedShare).data), fromBase64(clear[i]))).toBe(false);
    }
  });

  it('any k of n shares recover the key; k − 1 cannot (badShares)', async () => {
    const { sealed, clear } = await committee(4, 3);
    const envelope = await sealEnvelope(sealed.eventPublicKey, { hello: 'world' });
    const subsets = [
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [3, 1, 0, 2],
    ];
    for (const subset of subsets) {
      const key = await recoverTenderKey(
        subset.map((i) => clear[i]),
        sealed.eventPublicKey,
      );
      expect(key.extractable).toBe(false);
      expect(await openEnvelope(key, envelope.ciphertext)).toEqual({ hello: 'world' });
    }
    for (const subset of [[0, 1], [2, 3], [1, 3], [0]]) {
      await rejectsWith(
        recoverTenderKey(
          subset.map((i) => clear[i]),
          sealed.eventPublicKey,
        ),
        'badShares',
      );
    }
    // a share given twice counts once
    await rejectsWith(recoverTenderKey([clear[0], clear[0], clear[1]], sealed.eventPublicKey), 'badShares');
    await rejectsWith(recoverTenderKey(['not base64!', clear[1], clear[2]], sealed.eventPublicKey), 'badShares');
  });

  it("shares of another tender do not recover this tender's key", async () => {
    const a = await committee(2, 2);
    const b = await committee(2, 2);
    await rejectsWith(recoverTenderKey(b.clear, a.sealed.eventPublicKey), 'badShares');
    // mixing the tenders' shares gives garbage
    await rejectsWith(recoverTenderKey([a.clear[0], b.clear[1]], a.sealed.eventPublicKey), 'badShares');
  });

  it("a member cannot open another member's share, nor a tampered one", async () => {
    const { members, sealed } = await committee(2, 2);
    const otherKey = await unlockMemberKey(members[1].key.wrappedPrivateKey, members[1].pin);
    await rejectsWith(openShare(sealed.shares[0].encryptedShare, otherKey), 'badShares');
    const pkg = JSON.parse(sealed.shares[1].encryptedShare);
    const data = fromBase64(pkg.data);
    data[0] ^= 0x80;
    await rejectsWith(openShare(JSON.stringify({ ...pkg, data: toBase64(data) }), otherKey), 'badShares');
    await rejectsWith(openShare('{}', otherKey), 'badShares');
  });
});

describe('bid envelopes', () => {
  const bid = {
    tenderId: 7,
    supplierId: 42,
    lines: [{ tenderLineId: 1, priceWithoutTax: '12345.678901', taxRate: '13' }],
  };

  it('seal → open round trip; the hash is sha256 of the ciphertext text', async () => {
    const { sealed, clear } = await committee(2, 2);
    const envelope = await sealEnvelope(sealed.eventPublicKey, bid);
    expect(envelope.hash).toBe(await envelopeHash(envelope.ciphertext));
    expect(envelope.hash).toMatch(/^[0-9a-f]{64}$/);
    // the ciphertext is base64 of the JSON package, and neither holds the price
    const pkg = JSON.parse(utf8Decode(fromBase64(envelope.ciphertext)));
    expect(Object.keys(pkg).sort()).toEqual(['data', 'epk', 'iv', 'v']);
    expect(envelope.ciphertext).not.toContain('12345');
    expect(utf8Decode(fromBase64(envelope.ciphertext))).not.toContain('12345');
    expect(hasRun(fromBase64(pkg.data), new TextEncoder().encode(JSON.stringify(bid)))).toBe(false);
    // two seals of the same content differ (fresh ephemeral key and iv)
    expect((await sealEnvelope(sealed.eventPublicKey, bid)).ciphertext).not.toBe(envelope.ciphertext);
    const key = await recoverTenderKey(clear, sealed.eventPublicKey);
    expect(await openEnvelope(key, envelope.ciphertext)).toEqual(bid);
  });

  it('a known vector: envelopeHash is sha256 of the UTF-8 text', async () => {
    expect(await envelopeHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('a tampered ciphertext is refused with badEnvelope', async () => {
    const { sealed, clear } = await committee(2, 2);
    const key = await recoverTenderKey(clear, sealed.eventPublicKey);
    const envelope = await sealEnvelope(sealed.eventPublicKey, bid);
    const pkg = JSON.parse(utf8Decode(fromBase64(envelope.ciphertext)));
    const data = fromBase64(pkg.data);
    data[data.length - 1] ^= 1;
    const tampered = toBase64(new TextEncoder().encode(JSON.stringify({ ...pkg, data: toBase64(data) })));
    await rejectsWith(openEnvelope(key, tampered), 'badEnvelope');
    await rejectsWith(openEnvelope(key, `${envelope.ciphertext.slice(0, -4)}AAAA`), 'badEnvelope');
    await rejectsWith(openEnvelope(key, 'garbage'), 'badEnvelope');
    await rejectsWith(openEnvelope(key, ''), 'badEnvelope');
  });

  it("an envelope sealed to tender A cannot be opened with tender B's key", async () => {
    const a = await committee(2, 2);
    const b = await committee(2, 2);
    const keyB = await recoverTenderKey(b.clear, b.sealed.eventPublicKey);
    const envelope = await sealEnvelope(a.sealed.eventPublicKey, bid);
    await rejectsWith(openEnvelope(keyB, envelope.ciphertext), 'badEnvelope');
  });

  it('a bid envelope is never taken for a share, even under the same key (separate HKDF info)', async () => {
    const member = await createMemberKey('member-pin', FAST);
    const memberKey = await unlockMemberKey(member.wrappedPrivateKey, 'member-pin');
    const envelope = await sealEnvelope(member.publicKey, bid);
    // same key, same info: opens; a share package under that key would not (info differs)
    expect(await openEnvelope(memberKey, envelope.ciphertext)).toEqual(bid);
    const asShare = utf8Decode(fromBase64(envelope.ciphertext));
    await rejectsWith(openShare(asShare, memberKey), 'badShares');
  });

  it('refuses to seal to a key that is not a P-256 public key', async () => {
    await rejectsWith(sealEnvelope('bm90IGEga2V5', bid), 'badKey');
    await rejectsWith(sealEnvelope('%%%', bid), 'badKey');
  });
});

describe('SealingError', () => {
  it('carries the messages.ts key and its placeholders', async () => {
    const error = await createMemberKey('123', FAST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'pinTooShort', messageKey: 'sealing.pinTooShort', params: { min: 6 } });
    expect((error as Error).message).toBe('The opening PIN must have at least 6 characters');
  });
});
