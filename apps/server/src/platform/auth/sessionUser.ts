/** Who is calling: the signed-in user behind a valid session, with the current responsibility. */
export type SessionUser = {
  sessionId: number;
  userId: number;
  userName: string;
  userFullName: string;
  userType: string;
  supplierId: number | null;
  orgId: number | null;
  personId: number | null;
  adminFlag: 'Y' | 'N';
  responsibilityId: number | null;
  authorizationCode: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook when the request carries a valid certificate. */
    user: SessionUser | null;
  }
}
