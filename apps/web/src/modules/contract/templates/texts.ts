import type { Lang } from '@srm/core/i18n/lang';

/** The template setup screens' own labels (issue 19 item 1), both languages. */
export const templateTexts: Record<
  Lang,
  {
    status: string;
    version: string;
    fileName: string;
    org: string;
    allOrgs: string;
    terms: string;
    termsHint: string;
    publish: string;
    publishConfirm: string;
    invalidate: string;
    invalidateConfirm: string;
    newVersion: string;
    download: string;
    sample: string;
    sampleLoading: string;
    placeholders: string;
    placeholdersHint: string;
    loop: string;
    kindText: string;
    kindImage: string;
    tiled: string;
    centre: string;
    preview: string;
    pdfViewNoFile: string;
    termVersion: string;
    uploadDocx: string;
  }
> = {
  CN: {
    status: '状态',
    version: '版本',
    fileName: '模板文件',
    org: '适用组织',
    allOrgs: '所有组织',
    terms: '包含条款',
    termsHint: '按选择顺序写入合同的 {#terms} 循环',
    publish: '发布',
    publishConfirm: '发布后模板生效，同编码的原生效版本将失效。确定发布？',
    invalidate: '失效',
    invalidateConfirm: '失效后不能再用此版本新建合同（已生成的合同不受影响）。确定失效？',
    newVersion: '新建版本',
    download: '下载模板',
    sample: '样例预览',
    sampleLoading: '正在生成样例 PDF…',
    placeholders: '占位符说明',
    placeholdersHint: '模板中可使用以下占位符；循环内的字段写在 {#循环名}…{/循环名} 之间，不带循环名。',
    loop: '循环',
    kindText: '文字',
    kindImage: '图片',
    tiled: '平铺',
    centre: '居中',
    preview: '预览',
    pdfViewNoFile: '没有要预览的文件',
    termVersion: '版本',
    uploadDocx: '上传 .docx',
  },
  EN: {
    status: 'Status',
    version: 'Version',
    fileName: 'Template file',
    org: 'Organisation',
    allOrgs: 'Every organisation',
    terms: 'Clauses',
    termsHint: 'In this order in the contract’s {#terms} loop',
    publish: 'Publish',
    publishConfirm:
      'Once published the template is valid, and the code’s former valid version becomes invalid. Publish?',
    invalidate: 'Invalidate',
    invalidateConfirm:
      'No new contract can use this version once invalid (contracts made with it keep it). Invalidate?',
    newVersion: 'New version',
    download: 'Download',
    sample: 'Sample preview',
    sampleLoading: 'Making the sample PDF…',
    placeholders: 'Placeholders',
    placeholdersHint:
      'A template may use these placeholders; a loop’s fields go between {#loop}…{/loop}, without the loop’s name.',
    loop: 'loop',
    kindText: 'Text',
    kindImage: 'Image',
    tiled: 'Tiled',
    centre: 'Centre',
    preview: 'Preview',
    pdfViewNoFile: 'No file to preview',
    termVersion: 'Version',
    uploadDocx: 'Upload .docx',
  },
};
