import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('every registered route declares its authorization rule', () => {
  it('finds no route without a rule', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    const without = routes.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });

  it('keeps public routes to the few that must be public', () => {
    // A GET route also answers HEAD: count each path once.
    const publicApi = [
      ...new Set(
        t.app.registeredRoutes
          .filter((r) => r.auth?.kind === 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
          .map((r) => r.url),
      ),
    ].sort();
    expect(publicApi).toEqual([
      // Read-only base data the registration page needs before the applicant has an account.
      '/api/baseServer/v1/baseBankBranchRestful/searchPublic',
      '/api/baseServer/v1/baseDistrictRestful/listTree',
      '/api/baseServer/v1/baseLoginRestful/captcha',
      '/api/baseServer/v1/baseLoginRestful/login',
      '/api/baseServer/v1/baseLoginRestful/resetPasswordByCode',
      '/api/baseServer/v1/baseLoginRestful/sendForgetCode',
      '/api/baseServer/v1/basePurchaseCategoryRestful/listPublicTree',
      '/api/health',
      // The e-signing CA's revocation list and root certificate: whoever verifies a signed contract needs them.
      '/api/srmServer/v1/srmCaCertificateRestful/crl',
      '/api/srmServer/v1/srmCaCertificateRestful/rootCertificate',
      // Supplier registration: the applicant has no account; all but the first four need the registration's token.
      '/api/srmServer/v1/srmSupplierRegisterRestful/checkName',
      '/api/srmServer/v1/srmSupplierRegisterRestful/findByToken',
      '/api/srmServer/v1/srmSupplierRegisterRestful/integrationMode',
      '/api/srmServer/v1/srmSupplierRegisterRestful/recognizeLicence',
      '/api/srmServer/v1/srmSupplierRegisterRestful/riskLookup',
      '/api/srmServer/v1/srmSupplierRegisterRestful/sendEmailCode',
      '/api/srmServer/v1/srmSupplierRegisterRestful/submit',
      '/api/srmServer/v1/srmSupplierRegisterRestful/upload',
      '/api/srmServer/v1/srmSupplierRegisterRestful/verifyEmailCode',
    ]);
  });

  it('serves the OpenAPI document listing the restful actions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/baseServer/v1/baseLookupValuesRestful/listByPage');
    expect(doc.paths['/api/baseServer/v1/baseLoginRestful/login'].post.requestBody).toBeDefined();
  });
});
