import { restPath } from '@srm/core/api';

/** Endpoint paths and row types of the to-do screens and panels (docs/api.md, srmServer). */
export const API = {
  interiorList: restPath('srmServer', 'interiorPending', 'listByPage'),
  interiorDone: restPath('srmServer', 'interiorPending', 'doPendingDone'),
  supplierList: restPath('srmServer', 'srmBaseSupplierPending', 'listByPage'),
  supplierDone: restPath('srmServer', 'srmBaseSupplierPending', 'doPendingDone'),
  supplierSave: restPath('srmServer', 'srmBaseSupplierPending', 'saveOrUpdate'),
  externalSystems: restPath('srmServer', 'srmBaseSupplierPending', 'qryExternalSystem'),
  supplierInfo: restPath('srmServer', 'supplierInfo', 'listByPage'),
} as const;

/** One to-do as both lists answer it: interior items carry interiorPendingId, supplier items pendingId. */
export type TodoRow = {
  interiorPendingId?: number;
  pendingId?: number;
  pendingTitle: string;
  billType: string;
  billId: number | null;
  billNumber: string | null;
  billLink: string | null;
  billParams: Record<string, unknown> | null;
  menuCode: string | null;
  menuName: string | null;
  handleFlag: 'Y' | 'N';
  cancelFlag: 'Y' | 'N';
  handleUser: string | null;
  handleDate: string | null;
  creationDate: string;
  supplierId?: number;
  supplierNum?: string | null;
  supplierName?: string | null;
};

export type SupplierOption = { supplierId: number; supplierNum: string; supplierName: string; supplierStatus: string };

export type ExternalSystem = { sysName: string; sysUrl: string };

export const todoKey = (row: TodoRow) =>
  row.pendingId != null ? `S${row.pendingId}` : `I${row.interiorPendingId ?? ''}`;
