import type { FastifyRequest } from 'fastify';

/**
 * The address of the web app for links in mails: the origin the applicant's browser used (Fastify reads
 * X-Forwarded-Proto/Host behind the proxy, trustProxy is on). There is no configured public URL yet.
 */
export function appOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export const editLink = (req: FastifyRequest, token: string) =>
  `${appOrigin(req)}/registerInfoEdit?token=${encodeURIComponent(token)}`;
export const pendingLink = (req: FastifyRequest, token: string) =>
  `${appOrigin(req)}/changeInfoPending?token=${encodeURIComponent(token)}`;
