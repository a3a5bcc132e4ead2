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

// The types of the event's own method: a tender's form holds its tender mode, an inquiry's its inquiry mode.
// Picked on a tender, a type brings its default evaluation template along.
REF_SOURCES.sourcingType ??= {
  load: (keyword, doc) =>
    post<Row[]>(
      '/api/srmServer/v1/srmSrcSourcingTypeRestful/listForSelect',
      page({ keyword: keyword || undefined, sourcingMethod: 'tenderMode' in doc ? 'TENDER' : 'INQUIRY' }),
    ),
  idKey: 'sourcingTypeId',
  name: (row, lang) => local(row, 'typeName', 'typeNameEn', lang) || String(row.title ?? ''),
  // Keys the cached list apart: an inquiry's list of types is not a tender's.
  dependsOn: ['tenderMode'],
  fills: (row, lang) =>
    row.defaultTemplateId == null
      ? {}
      : { templateId: row.defaultTemplateId, templateName: local(row, 'templateName', 'templateNameEn', lang) },
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

// A tender's award is made from its evaluation: the picker offers the evaluated tenders.
REF_SOURCES.sourcingTender ??= {
  load: (keyword) =>
    post<Row[]>(
      '/api/srmServer/v1/srmSrcTenderRestful/listByPage',
      page({ tenderNumber: keyword || undefined, status: 'EVALUATED' }),
    ),
  idKey: 'tenderId',
  name: (row) => `${row.tenderNumber} ${row.title ?? ''}`,
};

// An award line's tender line is chosen on the tender's award grid, never here: the stored one is shown.
REF_SOURCES.sourcingTenderLine ??= {
  load: async () => [],
  idKey: 'tenderLineId',
  name: (row) => String(row.itemName ?? ''),
};

// An award line's inquiry line is chosen on the comparison screen, never here: the stored one is shown.
REF_SOURCES.sourcingInquiryLine ??= {
  load: async () => [],
  idKey: 'inquiryLineId',
  name: (row) => String(row.itemName ?? ''),
};
