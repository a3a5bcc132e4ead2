/*
 * The fixed parameters of sealed bids. Changing any of them makes stored keys, shares or envelopes
 * unreadable: add a new version (`v`) instead.
 */

/** Shortest opening PIN a committee member may choose. */
export const PIN_MIN_LENGTH = 6;

/** PBKDF2-SHA-256 rounds deriving the key that wraps a member's private key (OWASP 2023 advice). */
export const DEFAULT_PIN_ITERATIONS = 600_000;
/** Bounds accepted when unwrapping: below is too weak to be ours, above would freeze the browser. */
export const MIN_PIN_ITERATIONS = 1_000;
export const MAX_PIN_ITERATIONS = 10_000_000;

/** Committee size and threshold limits (shamir-secret-sharing works over GF(256): at most 255 shares). */
export const MIN_THRESHOLD = 2;
export const MAX_MEMBERS = 255;

/** HKDF info strings: a share encrypted to a member can never be taken for a bid envelope, and back. */
export const SHARE_INFO = 'srm-tender-share-v1';
export const BID_INFO = 'srm-tender-bid-v1';

/** ECDH curve of member keys, tender keys and the ephemeral keys of each encryption. */
export const EC_ALGORITHM = { name: 'ECDH', namedCurve: 'P-256' } as const;
