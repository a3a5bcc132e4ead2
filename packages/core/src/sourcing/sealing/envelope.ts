import { eciesDecrypt, eciesEncrypt } from './ecies.ts';
import { fromBase64, type SealingKey, sha256Hex, toBase64, utf8Decode, utf8Encode } from './encoding.ts';
import { SealingError } from './errors.ts';
import { BID_INFO } from './params.ts';
import { importPublicKey } from './publicKey.ts';

/*
 * A bid's commercial envelope: made in the supplier's browser with the tender's public key, opened by the
 * server only with the recovered tender key. The server checks and stores the hash at submission; it is the
 * supplier's receipt and the opening record's proof that the envelope opened is the one submitted.
 */

export type SealedEnvelope = {
  /** base64 of the JSON ECIES package {v, epk, iv, data}. */
  ciphertext: string;
  /** envelopeHash(ciphertext). */
  hash: string;
};

/** sha256 hex of the ciphertext text's UTF-8 bytes (what the server recomputes at submission). */
export async function envelopeHash(ciphertext: string): Promise<string> {
  return sha256Hex(utf8Encode(ciphertext));
}

/** Encrypts JSON.stringify(content) to the tender's public key. A bad key → SealingError 'badKey'. */
export async function sealEnvelope(eventPublicKey: string, content: unknown): Promise<SealedEnvelope> {
  const publicKey = await importPublicKey(eventPublicKey);
  const json = JSON.stringify(content);
  if (json === undefined) throw new TypeError('the envelope content is not JSON');
  const pkg = await eciesEncrypt(publicKey, utf8Encode(json), BID_INFO);
  const ciphertext = toBase64(utf8Encode(JSON.stringify(pkg)));
  return { ciphertext, hash: await envelopeHash(ciphertext) };
}

/**
 * The content of an envelope (JSON.parse of what was sealed; validate it, e.g. with bidEnvelopeSchema).
 * Malformed, tampered or sealed to another tender → SealingError 'badEnvelope'.
 */
export async function openEnvelope(tenderKey: SealingKey, ciphertext: string): Promise<unknown> {
  try {
    const pkg: unknown = JSON.parse(utf8Decode(fromBase64(ciphertext)));
    return JSON.parse(utf8Decode(await eciesDecrypt(tenderKey, pkg, BID_INFO)));
  } catch (cause) {
    throw new SealingError('badEnvelope', { cause });
  }
}
