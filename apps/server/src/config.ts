import path from 'node:path';

/** Configuration from the environment; every knob of the README's configuration table is read here and only here. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the built web app is; served with an SPA fallback when it exists. */
  webDist: string;
  /** Load demo data on first start. */
  seedDemo: boolean;
  /** Origins besides the app's own host whose pages may open the websocket /srm-ws (comma-separated WS_ALLOWED_ORIGINS). */
  wsAllowedOrigins: string[];
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the server (comma-separated TRUSTED_PROXIES).
   * Only a request arriving from one of them has its client address taken from X-Forwarded-For; from
   * anyone else the header is ignored, so a client cannot pick the address that login throttling counts.
   */
  trustedProxies: string[];
  /**
   * SRM_TEST_HOOKS=1 (set only by the end-to-end suite): adds calls that read what a person reads outside
   * the browser — a captcha's answer, the last mail to an address. Never set it on a real server.
   */
  testHooks: boolean;
  /**
   * CA_KEY_SECRET: encrypts the private keys of the platform CA and of the certificates it issues (e-signing,
   * contract/esign/secret.ts). Unset: a secret generated into DATA_DIR/ca-key-secret at first start.
   */
  caKeySecret: string | undefined;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'SRM <no-reply@srm.local>',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    wsAllowedOrigins: (env.WS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    testHooks: env.SRM_TEST_HOOKS === '1',
    caKeySecret: env.CA_KEY_SECRET || undefined,
  };
}
