import { type Bytes, fromBase64, randomBytes, type SealingKey, subtle, toBase64, utf8Encode } from './encoding.ts';
import { EC_ALGORITHM } from './params.ts';

/*
 * ECIES over WebCrypto: a fresh ephemeral ECDH P-256 key per message, ECDH with the recipient's public key,
 * HKDF-SHA-256 (salt = the ephemeral public key, info = what the message is) → AES-256-GCM. Used for a share
 * sent to a committee member and for a bid sent to the tender key. Only the recipient's private key reads it;
 * the sender keeps nothing (the ephemeral private key is dropped when the function returns).
 */

export const ECIES_VERSION = 1;

/** What travels: the ephemeral public key (SPKI), the GCM iv and the ciphertext with its tag, all base64. */
export type EciesPackage = { v: number; epk: string; iv: string; data: string };

export async function importEcPublicKey(spki: Bytes): Promise<SealingKey> {
  return subtle().importKey('spki', spki, EC_ALGORITHM, true, []);
}

async function messageKey(
  privateKey: SealingKey,
  publicKey: SealingKey,
  ephemeralSpki: Bytes,
  info: string,
): Promise<SealingKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ephemeralSpki, info: utf8Encode(info) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function eciesEncrypt(recipient: SealingKey, plaintext: Bytes, info: string): Promise<EciesPackage> {
  const ephemeral = await subtle().generateKey(EC_ALGORITHM, false, ['deriveBits']);
  const epk = new Uint8Array(await subtle().exportKey('spki', ephemeral.publicKey));
  const key = await messageKey(ephemeral.privateKey, recipient, epk, info);
  const iv = randomBytes(12);
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, plaintext));
  return { v: ECIES_VERSION, epk: toBase64(epk), iv: toBase64(iv), data: toBase64(data) };
}

/** Decrypts a package; any failure (malformed, other recipient, tampered) throws, callers give it a code. */
export async function eciesDecrypt(recipient: SealingKey, pkg: unknown, info: string): Promise<Bytes> {
  const { epk, iv, data } = checkPackage(pkg);
  const epkBytes = fromBase64(epk);
  const ephemeral = await importEcPublicKey(epkBytes);
  const key = await messageKey(recipient, ephemeral, epkBytes, info);
  return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data)));
}

function checkPackage(pkg: unknown): EciesPackage {
  const p = pkg as Partial<EciesPackage> | null;
  if (
    typeof p !== 'object' ||
    p === null ||
    p.v !== ECIES_VERSION ||
    typeof p.epk !== 'string' ||
    typeof p.iv !== 'string' ||
    typeof p.data !== 'string'
  ) {
    throw new TypeError('not an ECIES package of version 1');
  }
  return p as EciesPackage;
}
