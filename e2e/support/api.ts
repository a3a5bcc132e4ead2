import { DEMO_PASSWORD } from './login.ts';

/** Calls of the running server made by a test directly (to set the stage), not through the browser. */

const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';

export type Api = {
  /** POSTs a call as the holder of `certificate`; its `data`, or an error naming the call. */
  call<T = any>(certificate: string, path: string, body: object): Promise<T>;
  /** Logs a demo user in; the session certificate. */
  certificateOf(userName: string): Promise<string>;
  /** A requisition of the buyer, saved and submitted: it waits on the approver (head of the department). */
  submittedRequisition(buyerCertificate: string, purpose: string): Promise<{ number: string; id: number }>;
};

export function apiOf(baseUrl: string): Api {
  const call = async (certificate: string, path: string, body: object) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', certificate, 'SAAF-Language': 'EN' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (json.status !== 'S') throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
  return {
    call,
    async certificateOf(userName) {
      const response = await fetch(`${baseUrl}/api/baseServer/v1/baseLoginRestful/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
      });
      return (await response.json()).data.certificate as string;
    },
    async submittedRequisition(buyer, purpose) {
      const [sample] = await call(buyer, `${REQ}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 1 });
      const detail = await call(buyer, `${REQ}/findById`, { requisitionId: sample.requisitionId });
      const needByDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const saved = await call(buyer, `${REQ}/saveOrUpdate`, {
        orgId: sample.orgId,
        departmentId: sample.departmentId,
        requesterId: sample.requesterId,
        purpose,
        currencyCode: 'CNY',
        needByDate,
        lines: [
          {
            itemDescription: `${purpose} — gloves`,
            categoryId: detail.lines[0].categoryId,
            quantity: 2,
            unitCode: 'PCS',
            estimatedPrice: 15,
            needByDate,
          },
        ],
      });
      await call(buyer, `${REQ}/doSubmit`, { requisitionId: saved.requisitionId, version: saved.version });
      return { number: saved.requisitionNumber as string, id: saved.requisitionId as number };
    },
  };
}
