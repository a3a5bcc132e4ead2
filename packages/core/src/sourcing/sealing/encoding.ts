/*
 * Byte helpers shared by the sealing files. No Buffer: the same code runs in the browser (the buyer seals,
 * a member unlocks its key, a supplier encrypts its bid) and in Node 20 (the server opens the bids), so only
 * what both have: btoa/atob, TextEncoder and WebCrypto.
 */

type Subtle = typeof globalThis.crypto.subtle;

/** WebCrypto of the platform (window.crypto.subtle in a browser, globalThis.crypto.subtle in Node 20). */
export function subtle(): Subtle {
  return globalThis.crypto.subtle;
}

/**
 * The platform's CryptoKey (the DOM type in the browser, node:crypto's webcrypto type on the server); named
 * here because Node's type definitions declare no global `CryptoKey`.
 */
export type SealingKey = Awaited<ReturnType<Subtle['importKey']>>;

/** Bytes backed by a plain ArrayBuffer (what WebCrypto accepts as BufferSource in every lib version). */
export type Bytes = Uint8Array<ArrayBuffer>;

export function randomBytes(length: number): Bytes {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** A copy on a fresh ArrayBuffer (libraries may hand back views of shared or larger buffers). */
export function copyBytes(bytes: Uint8Array): Bytes {
  const out = new Uint8Array(bytes.length);
  out.set(bytes);
  return out;
}

export function utf8Encode(text: string): Bytes {
  return copyBytes(new TextEncoder().encode(text));
}

export function utf8Decode(bytes: Uint8Array): string {
  // fatal: invalid UTF-8 is an error, never silently replaced characters
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  // String.fromCharCode in chunks: one call with a large spread overflows the stack
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strict standard base64 (padding required); throws a TypeError on anything else. */
export function fromBase64(text: string): Bytes {
  if (typeof text !== 'string' || !BASE64.test(text)) throw new TypeError('not base64');
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

export async function sha256Hex(bytes: Bytes): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}
