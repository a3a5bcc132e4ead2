import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config.ts';

/*
 * The CA secret: the key that encrypts every private key the platform keeps (the root's and each certificate's).
 * CA_KEY_SECRET sets it (any text; a key is derived from it with scrypt). Without it the server generates one into
 * DATA_DIR/ca-key-secret the first time and reads it from there afterwards — good for development and a single
 * machine; a production installation sets CA_KEY_SECRET and keeps it apart from the database backups
 * (decisions.md "Contracts (issue 19): the platform CA"). Losing it makes every stored key unreadable:
 * certificates must then be issued again.
 */

const SECRET_FILE = 'ca-key-secret';
let key: Buffer | undefined;

/** Called once by buildApp(): the key every encrypt/decrypt below uses, from the config or the data dir. */
export function configureCaSecret(config: Pick<Config, 'caKeySecret' | 'dataDir'>): void {
  let secret = config.caKeySecret;
  if (!secret) {
    const file = path.join(config.dataDir, SECRET_FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      // wx: two servers starting on one data dir never overwrite each other's secret.
      try {
        fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  key = crypto.scryptSync(secret, 'srm-esign-ca', 32);
}

function currentKey(): Buffer {
  if (!key) throw new Error('The CA secret is not configured (configureCaSecret is called by buildApp)');
  return key;
}

/** AES-256-GCM: base64 of iv (12) ‖ tag (16) ‖ ciphertext. */
export function encryptKey(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', currentKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptKey(stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', currentKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
