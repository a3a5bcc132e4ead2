import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/*
 * The pickers the source documents need besides the shared ones: an approved-supplier-list entry (the
 * line an ALTERATION changes; picking it fills the line with the entry) and a payment term (agreements;
 * the order screens register the same one, whichever loads first stays). Registered when the source
 * screens load.
 */

type Page = { searchParams: Row; pageIndex: number; pageRows: number };
const page = (searchParams: Row): Page => ({ searchParams, pageIndex: 1, pageRows: 50 });
const local = (row: Row, cn: string, en: string, lang: string) => String((lang === 'EN' && row[en]) || row[cn] || '');
const entryName = (row: Row) =>
  `#${row.entryId} ${row.supplierName ?? ''} · ${row.materialName ?? row.categoryName ?? ''}`;

REF_SOURCES.aslEntry = {
  load: async (keyword) =>
    (await post<Row[]>('/api/srmServer/v1/srmPurAslEntryRestful/listByPage', page({}))).filter(
      (r) => !keyword || entryName(r).toLowerCase().includes(keyword.toLowerCase()),
    ),
  idKey: 'entryId',
  name: (row) => entryName(row),
  fills: (row) => ({
    materialId: row.materialId,
    materialName: row.materialName,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierSiteId: row.supplierSiteId,
    supplierSiteName: row.supplierSiteName,
    entryStatus: row.status,
    validFrom: row.validFrom,
    validTo: row.validTo,
    priority: row.priority,
  }),
};

REF_SOURCES.paymentTerm ??= {
  load: async (keyword) =>
    (
      await post<Row[]>(
        '/api/baseServer/v1/basePaymentTermRestful/listByPage',
        page({ keyword: keyword || undefined, enabledFlag: 'Y' }),
      )
    ).map((r) => ({ ...r, paymentTermId: r.paymentTermId ?? r.id })),
  idKey: 'paymentTermId',
  name: (row, lang) => local(row, 'termName', 'termNameEn', lang),
};

REF_SOURCES.user ??= {
  load: (keyword) =>
    post<Row[]>('/api/baseServer/v1/baseUsersRestful/listForSelect', page({ keyword: keyword || undefined })),
  idKey: 'userId',
  name: (row) => String(row.userFullName ?? row.userName ?? ''),
};
