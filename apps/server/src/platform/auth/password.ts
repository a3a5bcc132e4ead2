import { hash, verify } from '@node-rs/argon2';
import type { MessageKey } from '@srm/core';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified against when the user does not exist so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash('no-such-user-password');
  await verifyPassword(await dummyHash, password);
}

/**
 * The password rule. With the complexity flag on (the default, spec §5): 8–32 characters with an
 * upper-case letter, a lower-case letter, a digit and a special character. Off: 6–32 characters.
 */
export function passwordProblem(password: string, complexity: boolean): MessageKey | null {
  if (!complexity) return password.length >= 6 && password.length <= 32 ? null : 'password.tooShort';
  const ok =
    password.length >= 8 &&
    password.length <= 32 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return ok ? null : 'password.tooWeak';
}
