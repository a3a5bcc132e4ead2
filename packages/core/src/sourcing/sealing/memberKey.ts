import {
  type Bytes,
  fromBase64,
  randomBytes,
  type SealingKey,
  sha256Hex,
  subtle,
  toBase64,
  utf8Encode,
} from './encoding.ts';
import { SealingError } from './errors.ts';
import {
  DEFAULT_PIN_ITERATIONS,
  EC_ALGORITHM,
  MAX_PIN_ITERATIONS,
  MIN_PIN_ITERATIONS,
  PIN_MIN_LENGTH,
} from './params.ts';

/*
 * A committee member's key pair. Made in the member's browser; the server stores the public key and the
 * private key wrapped under the member's PIN, so the server alone can never read a share: opening needs the
 * member, its PIN and its browser. The PIN never leaves the browser.
 */

export type MemberKey = {
  /** SPKI of the ECDH P-256 public key, base64. */
  publicKey: string;
  /** JSON of WrappedPrivateKey: the pkcs8 private key under AES-256-GCM, key from PBKDF2(PIN). */
  wrappedPrivateKey: string;
  /** sha256 hex of the SPKI bytes: what a member compares to be sure the buyer sealed to its key. */
  fingerprint: string;
};

const WRAP_VERSION = 1;
const KDF = 'PBKDF2-SHA256';

type WrappedPrivateKey = { v: 1; kdf: typeof KDF; iterations: number; salt: string; iv: string; data: string };

/** Same PIN, same bytes, whatever way the keyboard composed the characters. */
function pinBytes(pin: string): Bytes {
  return utf8Encode(pin.normalize('NFC'));
}

function pinLongEnough(pin: string): boolean {
  // characters, not UTF-16 units: a 6-character Chinese PIN counts 6
  return typeof pin === 'string' && Array.from(pin.normalize('NFC')).length >= PIN_MIN_LENGTH;
}

async function pinKey(pin: string, salt: Bytes, iterations: number): Promise<SealingKey> {
  const material = await subtle().importKey('raw', pinBytes(pin), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** A new member key pair, its private key wrapped under `pin` (≥ PIN_MIN_LENGTH characters). */
export async function createMemberKey(pin: string, opts: { iterations?: number } = {}): Promise<MemberKey> {
  if (!pinLongEnough(pin)) throw new SealingError('pinTooShort');
  const iterations = opts.iterations ?? DEFAULT_PIN_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < MIN_PIN_ITERATIONS || iterations > MAX_PIN_ITERATIONS) {
    throw new RangeError(`iterations must be an integer in ${MIN_PIN_ITERATIONS}..${MAX_PIN_ITERATIONS}`);
  }
  const pair = await subtle().generateKey(EC_ALGORITHM, true, ['deriveBits']);
  const spki = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const data = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv }, await pinKey(pin, salt, iterations), pkcs8),
  );
  pkcs8.fill(0); // best effort: the plain private key does not linger in this buffer
  const wrapped: WrappedPrivateKey = {
    v: WRAP_VERSION,
    kdf: KDF,
    iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    data: toBase64(data),
  };
  return { publicKey: toBase64(spki), wrappedPrivateKey: JSON.stringify(wrapped), fingerprint: await sha256Hex(spki) };
}

function parseWrapped(wrappedPrivateKey: string): { iterations: number; salt: Bytes; iv: Bytes; data: Bytes } {
  try {
    const w = JSON.parse(wrappedPrivateKey) as Partial<WrappedPrivateKey> | null;
    if (
      w?.v !== WRAP_VERSION ||
      w.kdf !== KDF ||
      !Number.isInteger(w.iterations) ||
      (w.iterations as number) < MIN_PIN_ITERATIONS ||
      (w.iterations as number) > MAX_PIN_ITERATIONS ||
      typeof w.salt !== 'string' ||
      typeof w.iv !== 'string' ||
      typeof w.data !== 'string'
    ) {
      throw new TypeError('not a wrapped member key of version 1');
    }
    return {
      iterations: w.iterations as number,
      salt: fromBase64(w.salt),
      iv: fromBase64(w.iv),
      data: fromBase64(w.data),
    };
  } catch (cause) {
    throw new SealingError('badKey', { cause });
  }
}

/**
 * The member's private key (not extractable, for deriveBits only), unwrapped with its PIN.
 * Wrong PIN → SealingError 'wrongPin'; a damaged wrapped key → 'badKey'.
 */
export async function unlockMemberKey(wrappedPrivateKey: string, pin: string): Promise<SealingKey> {
  const { iterations, salt, iv, data } = parseWrapped(wrappedPrivateKey);
  // a PIN shorter than any PIN createMemberKey accepts cannot be right: no need to spend the iterations
  if (!pinLongEnough(pin)) throw new SealingError('wrongPin');
  let pkcs8: Bytes;
  try {
    pkcs8 = new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv }, await pinKey(pin, salt, iterations), data));
  } catch (cause) {
    // AES-GCM authentication failed: the PIN derived another key
    throw new SealingError('wrongPin', { cause });
  }
  try {
    return await subtle().importKey('pkcs8', pkcs8, EC_ALGORITHM, false, ['deriveBits']);
  } catch (cause) {
    throw new SealingError('badKey', { cause });
  } finally {
    pkcs8.fill(0);
  }
}

/** sha256 hex of a public key's SPKI bytes (the base64 `publicKey` of createMemberKey or sealTender). */
export async function keyFingerprint(publicKey: string): Promise<string> {
  let spki: Bytes;
  try {
    spki = fromBase64(publicKey);
  } catch (cause) {
    throw new SealingError('badKey', { cause });
  }
  return sha256Hex(spki);
}
