import { importEcPublicKey } from './ecies.ts';
import { fromBase64, type SealingKey } from './encoding.ts';
import { SealingError } from './errors.ts';

/** A base64 SPKI ECDH P-256 public key (a member's or a tender's) as a key; unusable → SealingError 'badKey'. */
export async function importPublicKey(publicKey: string): Promise<SealingKey> {
  try {
    return await importEcPublicKey(fromBase64(publicKey));
  } catch (cause) {
    throw new SealingError('badKey', { cause });
  }
}

/** Whether `publicKey` is a base64 SPKI ECDH P-256 public key (the server checks a member key before storing it). */
export async function isPublicKey(publicKey: string): Promise<boolean> {
  return importPublicKey(publicKey).then(
    () => true,
    () => false,
  );
}
