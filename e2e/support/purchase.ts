import type { Api } from './api.ts';

/** Stages of the procurement specs set by the API, so a browser test starts where its user does. */

const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';
export const PLATE = 'M-STEEL-Q235-10';

/** A date `days` from today, as the API takes it (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The buyer's requisition for 30 kg of the demo's Q235 plate (estimated 4.8; the price library says
 * 4.85), submitted and approved by the approver. Its lines carry the ids an order is created from.
 */
export async function approvedRequisition(
  api: Api,
  certs: Record<string, string>,
  purpose: string,
): Promise<{ requisitionId: number; requisitionNumber: string; lines: { lineId: number }[] }> {
  const [sample] = await api.call(certs.buyer, `${REQ}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 1 });
  const detail = await api.call(certs.buyer, `${REQ}/findById`, { requisitionId: sample.requisitionId });
  const materials = await api.call(certs.buyer, '/api/baseServer/v1/baseMaterialItemRestful/listByPage', {
    searchParams: { keyword: PLATE },
    pageIndex: 1,
    pageRows: 5,
  });
  const plate = materials.find((m: { materialCode: string }) => m.materialCode === PLATE);
  const saved = await api.call(certs.buyer, `${REQ}/saveOrUpdate`, {
    orgId: detail.orgId,
    departmentId: detail.departmentId,
    requesterId: detail.requesterId,
    purpose,
    currencyCode: 'CNY',
    needByDate: inDays(20),
    lines: [
      {
        materialId: plate.materialId,
        itemDescription: purpose,
        categoryId: plate.categoryId,
        quantity: 30,
        unitCode: 'KG',
        estimatedPrice: '4.8',
        needByDate: inDays(20),
      },
    ],
  });
  const submitted = await api.call(certs.buyer, `${REQ}/doSubmit`, {
    requisitionId: saved.requisitionId,
    version: saved.version,
  });
  await api.call(certs.approver, `${REQ}/doApproval`, {
    requisitionId: saved.requisitionId,
    version: submitted.version,
  });
  return saved;
}
