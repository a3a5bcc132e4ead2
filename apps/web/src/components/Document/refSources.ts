import type { Lang } from '@srm/core/i18n/lang';
import { post } from '../../app/api/client.ts';
import type { Row } from '../DataTable/types.ts';

/**
 * Where a `ref` field (FieldDef.ref) picks its record: the list call, the id and name of a row, and
 * what else a pick fills in. A new kind of reference is one entry here.
 */
export type RefSource = {
  /** Calls the list with the typed text (and the document's values, e.g. the organisation). */
  load: (keyword: string, doc: Row) => Promise<Row[]>;
  idKey: string;
  name: (row: Row, lang: Lang) => string;
  /** Fields of the document or line a pick fills (e.g. a material's description, category and unit). */
  fills?: (row: Row, lang: Lang) => Row;
  /** Fields whose change clears this one (a department belongs to an organisation). */
  dependsOn?: string[];
};

type Page = { searchParams: Row; pageIndex: number; pageRows: number };
const page = (searchParams: Row): Page => ({ searchParams, pageIndex: 1, pageRows: 50 });
const contains = (text: unknown, keyword: string) =>
  !keyword ||
  String(text ?? '')
    .toLowerCase()
    .includes(keyword.toLowerCase());
const english = (row: Row, cn: string, en: string, lang: Lang) => String((lang === 'EN' && row[en]) || row[cn] || '');

export const REF_SOURCES: Record<string, RefSource> = {
  org: {
    load: async (keyword) =>
      (
        await post<Row[]>(
          '/api/baseServer/v1/baseOrganizationRestful/listForSelect',
          page({ keyword: keyword || undefined }),
        )
      ).filter((r) => r.orgType !== 'BU'),
    idKey: 'orgId',
    name: (row, lang) => english(row, 'orgName', 'orgNameEn', lang),
  },
  department: {
    load: async (keyword, doc) =>
      doc.orgId == null || doc.orgId === ''
        ? []
        : post<Row[]>(
            '/api/baseServer/v1/baseDepartmentRestful/listForSelect',
            page({ orgId: doc.orgId, keyword: keyword || undefined }),
          ),
    idKey: 'departmentId',
    name: (row) => String(row.title ?? row.departmentName ?? ''),
    dependsOn: ['orgId'],
  },
  person: {
    load: (keyword, doc) =>
      post<Row[]>(
        '/api/baseServer/v1/basePersonRestful/listForSelect',
        page({ keyword: keyword || undefined, orgId: doc.orgId || undefined }),
      ),
    idKey: 'personId',
    name: (row, lang) => english(row, 'personName', 'personNameEn', lang),
    dependsOn: ['orgId'],
  },
  material: {
    load: (keyword) =>
      post<Row[]>('/api/baseServer/v1/baseMaterialItemRestful/listByPage', page({ keyword: keyword || undefined })),
    idKey: 'materialId',
    name: (row, lang) => `${row.materialCode} ${english(row, 'materialName', 'materialNameEn', lang)}`,
    fills: (row, lang) => ({
      itemDescription: english(row, 'materialName', 'materialNameEn', lang),
      categoryId: row.categoryId,
      unitCode: row.unitCode,
    }),
  },
  purchaseCategory: {
    load: async (keyword) =>
      (await post<Row[]>('/api/baseServer/v1/basePurchaseCategoryRestful/listTree', { enabledFlag: 'Y' })).filter((r) =>
        contains(`${r.categoryCode} ${r.categoryName} ${r.categoryNameEn}`, keyword),
      ),
    idKey: 'categoryId',
    name: (row, lang) => english(row, 'categoryName', 'categoryNameEn', lang),
  },
  // An approved inspection plan (on-site inspection): picking it shows its supplier and category.
  inspectionPlan: {
    load: (keyword) =>
      post<Row[]>(
        '/api/srmServer/v1/srmSlcInspectionPlanRestful/listByPage',
        page({ status: 'APPROVED', inspectionPlanNumber: keyword || undefined }),
      ),
    idKey: 'inspectionPlanId',
    name: (row) => `${row.inspectionPlanNumber} ${row.supplierName ?? ''}`,
    fills: (row) => ({
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
    }),
  },
  supplierSite: {
    load: async (keyword, doc) =>
      doc.supplierId == null || doc.supplierId === ''
        ? []
        : (
            await post<Row[]>('/api/srmServer/v1/srmSlcSupplierSiteRestful/listForSelect', {
              supplierId: doc.supplierId,
            })
          ).filter((r) => contains(r.siteName, keyword)),
    idKey: 'siteId',
    name: (row) => String(row.siteName ?? ''),
    dependsOn: ['supplierId'],
  },
  supplier: {
    load: (keyword) =>
      post<Row[]>('/api/baseServer/v1/baseSupplierRestful/listForSelect', page({ keyword: keyword || undefined })),
    idKey: 'supplierId',
    name: (row) => `${row.supplierNum} ${row.supplierName}`,
  },
};
