import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/*
 * The tender header's picker besides those the inquiry registers (sourcing type and project, payment term,
 * delivery address: ../inquiry/refSources.ts): its evaluation template, among the enabled tender templates.
 */

REF_SOURCES.sourcingTemplate ??= {
  load: (keyword) =>
    post<Row[]>('/api/srmServer/v1/srmSrcTemplateRestful/listForSelect', {
      searchParams: { keyword: keyword || undefined, sourcingMethod: 'TENDER' },
      pageIndex: 1,
      pageRows: 50,
    }),
  idKey: 'templateId',
  name: (row, lang) => String((lang === 'EN' && row.templateNameEn) || row.templateName || ''),
};
