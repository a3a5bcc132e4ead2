import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/*
 * The pickers of the inquiry and award headers besides the shared ones: the sourcing type and project (rule setup),
 * payment term and delivery address (as the order's: the same calls; `??=` leaves the order screens' own
 * entry when they loaded first), the inquiry of an award. Registered when the sourcing screens load.
 */

const page = (searchParams: Row) => ({ searchParams, pageIndex: 1, pageRows: 50 });
const local = (row: Row, cn: string, en: string, lang: string) => String((lang === 'EN' && row[en]) || row[cn] || '');

REF_SOURCES.sourcingType ??= {
  load: (keyword) =>
    post<Row[]>(
      '/api/srmServer/v1/srmSrcSourcingTypeRestful/listForSelect',
      page({ keyword: keyword || undefined, sourcingMethod: 'INQUIRY' }),
    ),
  idKey: 'sourcingTypeId',
  name: (row, lang) => local(row, 'typeName', 'typeNameEn', lang) || String(row.title ?? ''),
};

// A sourcing project (rule setup) the inquiry belongs to: those of the caller's organisations.
REF_SOURCES.sourcingProject ??= {
  load: (keyword) =>
    post<Row[]>('/api/srmServer/v1/srmSrcProjectRestful/listForSelect', page({ keyword: keyword || undefined })),
  idKey: 'projectId',
  name: (row) => `${row.projectCode ?? ''} ${row.title ?? ''}`.trim(),
};

REF_SOURCES.paymentTerm ??= {
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

REF_SOURCES.address ??= {
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

// An award is made from a closed inquiry (the comparison screen fills it); the picker offers those.
REF_SOURCES.sourcingInquiry ??= {
  load: (keyword) =>
    post<Row[]>(
      '/api/srmServer/v1/srmSrcInquiryRestful/listByPage',
      page({ inquiryNumber: keyword || undefined, status: 'CLOSED' }),
    ),
  idKey: 'inquiryId',
  name: (row) => `${row.inquiryNumber} ${row.title ?? ''}`,
};

// An award line's inquiry line is chosen on the comparison screen, never here: the stored one is shown.
REF_SOURCES.sourcingInquiryLine ??= {
  load: async () => [],
  idKey: 'inquiryLineId',
  name: (row) => String(row.itemName ?? ''),
};
