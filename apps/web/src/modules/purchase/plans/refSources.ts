import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/*
 * The pickers of the documents a supplier writes (inventory reports, capacity assessments): the
 * general organisation and material lists are internal-only, so these read the two calls of
 * plans/supplierPicks.ts on the server. Registered as two more kinds of reference (FieldDef.ref
 * 'supplierOrg' / 'supplierMaterial') when the plans screens load.
 */
const PICKS = '/api/srmServer/v1/srmPurSupplierInventoryRestful';

REF_SOURCES.supplierOrg = {
  load: (keyword) => post<Row[]>(`${PICKS}/listOrgsForSelect`, { keyword: keyword || undefined }),
  idKey: 'orgId',
  name: (row) => String(row.orgName ?? ''),
};

REF_SOURCES.supplierMaterial = {
  load: (keyword) => post<Row[]>(`${PICKS}/listMaterialsForSelect`, { keyword: keyword || undefined }),
  idKey: 'materialId',
  name: (row) => `${row.materialCode} ${row.materialName}`,
  fills: (row) => ({ unitCode: row.unitCode, categoryId: row.categoryId }),
};
