import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/*
 * The pickers an order's header and lines need besides the shared ones: purchasing group (of the
 * order's organisation), buyer (an internal user), payment term and receiving address (of the
 * organisation). Registered as more kinds of reference when the order screens load.
 */

type Page = { searchParams: Row; pageIndex: number; pageRows: number };
const page = (searchParams: Row): Page => ({ searchParams, pageIndex: 1, pageRows: 50 });
const local = (row: Row, cn: string, en: string, lang: string) => String((lang === 'EN' && row[en]) || row[cn] || '');

REF_SOURCES.purchasingGroup = {
  load: (keyword, doc) =>
    post<Row[]>(
      '/api/baseServer/v1/basePurchasingGroupRestful/listByPage',
      page({ keyword: keyword || undefined, orgId: doc.orgId || undefined, enabledFlag: 'Y' }),
    ),
  idKey: 'purchasingGroupId',
  name: (row, lang) => local(row, 'groupName', 'groupNameEn', lang),
  dependsOn: ['orgId'],
};

REF_SOURCES.user = {
  load: (keyword) =>
    post<Row[]>('/api/baseServer/v1/baseUsersRestful/listForSelect', page({ keyword: keyword || undefined })),
  idKey: 'userId',
  name: (row) => String(row.userFullName ?? row.userName ?? ''),
};

REF_SOURCES.paymentTerm = {
  load: async (keyword) =>
    (
      await post<Row[]>(
        '/api/baseServer/v1/basePaymentTermRestful/listByPage',
        page({ keyword: keyword || undefined, enabledFlag: 'Y' }),
      )
    ).map((r) => ({ ...r, paymentTermId: r.paymentTermId ?? r.termId ?? r.id })),
  idKey: 'paymentTermId',
  name: (row, lang) => local(row, 'termName', 'termNameEn', lang),
};

REF_SOURCES.address = {
  load: async (keyword, doc) =>
    (
      await post<Row[]>(
        '/api/baseServer/v1/baseAddressRestful/listByPage',
        page({ keyword: keyword || undefined, orgId: doc.orgId || undefined, addressType: 'RECEIVE' }),
      )
    ).map((r) => ({ ...r, addressId: r.addressId ?? r.id })),
  idKey: 'addressId',
  name: (row) => `${row.detailAddress ?? ''} (${row.contactName ?? ''})`,
};
