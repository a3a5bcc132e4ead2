import { CONTRACT_PLACEHOLDERS } from '@srm/core/contract/templateData';
import { TEMPLATE_STATUS_LABELS, type TemplateStatus, templateList } from '@srm/core/contract/templateLists';
import { App, Collapse, Form, Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { post } from '../../../app/api/client.ts';
import { fetchBlob, useDownload } from '../../../app/api/download.ts';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../../components/MasterList/MasterListScreen.tsx';
import { PdfViewer } from '../../../components/PdfViewer/index.ts';
import { ORG_OPTIONS_API, orgOption, useOptions } from '../../base/useOptions.ts';
import { SingleFileInput } from './SingleFileInput.tsx';
import { templateTexts } from './texts.ts';

const API = '/api/srmServer/v1/srmCctTemplateRestful';
const TERMS = '/api/srmServer/v1/srmCctTermsRestful/listForSelect';
const WATERMARKS = '/api/srmServer/v1/srmCctWatermarkRestful/listForSelect';
const FORM = 'cct-template-form';

type Picked = { value?: number | null; onChange?: (v: number | null) => void };

function OptionPicker({
  path,
  testId,
  idKey,
  code,
  ...picked
}: Picked & { path: string; testId: string; idKey: string; code: string }) {
  const list = useOptions<Record<string, unknown>>(path, (r) => ({
    value: Number(r[idKey]),
    label: `${String(r[code])} ${String(r.title ?? '')}`,
  }));
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={picked.value ?? undefined}
      onChange={(v) => picked.onChange?.(v ?? null)}
      options={list.options}
      loading={list.isLoading}
      data-testid={testId}
    />
  );
}

function OrgPicker(props: Picked) {
  const x = templateTexts[useLang()];
  const orgs = useOptions(ORG_OPTIONS_API, orgOption);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={orgs.options}
      placeholder={x.allOrgs}
      data-testid={`${FORM}-orgId`}
    />
  );
}

/** The clauses the template includes, in order; an edited template's current ones read from findById. */
function TermsField({ row }: { row: MasterListRow | null }) {
  const x = templateTexts[useLang()];
  const form = Form.useFormInstance();
  const terms = useOptions<{ termId: number; termCode: string; title: string }>(TERMS, (t) => ({
    value: t.termId,
    label: `${t.termCode} ${t.title}`,
  }));
  const templateId = row?.templateId as number | undefined;
  useEffect(() => {
    if (!templateId) return;
    void post<{ terms: { termId: number }[] }>(`${API}/findById`, { templateId }).then((found) =>
      form.setFieldValue(
        'termIds',
        found.terms.map((t) => t.termId),
      ),
    );
  }, [templateId, form]);
  return (
    <Form.Item name="termIds" label={x.terms} extra={x.termsHint}>
      <Select
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        options={terms.options}
        loading={terms.isLoading}
        data-testid={`${FORM}-termIds`}
      />
    </Form.Item>
  );
}

/** The placeholder dictionary the template is checked against at save, for its author. */
function PlaceholderHelp() {
  const lang = useLang();
  const x = templateTexts[lang];
  const items = CONTRACT_PLACEHOLDERS.map((entry) =>
    entry.kind === 'loop' ? (
      <div key={entry.key}>
        <code>{`{#${entry.key}}…{/${entry.key}}`}</code> {lang === 'EN' ? entry.labelEn : entry.labelCn}
        <div style={{ paddingLeft: 16 }}>
          {entry.fields?.map((f) => (
            <Tag key={f.key}>
              {`{${f.key}}`} {lang === 'EN' ? f.labelEn : f.labelCn}
            </Tag>
          ))}
        </div>
      </div>
    ) : (
      <Tag key={entry.key}>
        {`{${entry.key}}`} {lang === 'EN' ? entry.labelEn : entry.labelCn}
      </Tag>
    ),
  );
  return (
    <Collapse
      size="small"
      data-testid="cct-template-placeholders"
      items={[{ key: 'p', label: x.placeholders, children: [<p key="hint">{x.placeholdersHint}</p>, ...items] }]}
    />
  );
}

/** Contracts → Contract templates (htmlUrl cctTemplateList): Word templates, their versions, clauses and preview. */
export default function TemplateScreen() {
  const lang = useLang();
  const x = templateTexts[lang];
  const { message } = App.useApp();
  const download = useDownload();
  const [sample, setSample] = useState<{ blob: Blob; name: string } | null>(null);
  const extras = useMemo<MasterFormExtras>(
    () => ({
      inputs: {
        orgId: <OrgPicker />,
        fileId: <SingleFileInput accept=".docx" />,
        watermarkId: (
          <OptionPicker path={WATERMARKS} idKey="watermarkId" code="watermarkCode" testId={`${FORM}-watermarkId`} />
        ),
      },
    }),
    [],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      { key: 'templateVersion', title: x.version, width: 70 },
      {
        key: 'status',
        title: x.status,
        width: 90,
        render: (v) => TEMPLATE_STATUS_LABELS[v as TemplateStatus]?.[lang] ?? String(v ?? ''),
      },
      { key: 'fileName', title: x.fileName, width: 180 },
      { key: 'orgName', title: x.org, width: 140, render: (v) => (v as string) || x.allOrgs },
    ],
    [x, lang],
  );
  const call = async (action: string, body: object, reload: () => void) => {
    await post(`${API}/${action}`, body);
    message.success(action === 'newVersion' ? x.newVersion : x.publish);
    reload();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: call and download close over stable hooks
  const rowButtons = useMemo(
    () => [
      {
        key: 'publish',
        label: x.publish,
        resourceCode: 'btnPublish',
        hidden: (r: MasterListRow) => r.status !== 'DRAFT',
        confirm: x.publishConfirm,
        onClick: (r: MasterListRow, c: { reload: () => void }) =>
          call('publish', { templateId: r.templateId, version: r.version }, c.reload),
      },
      {
        key: 'invalidate',
        label: x.invalidate,
        resourceCode: 'btnPublish',
        hidden: (r: MasterListRow) => r.status !== 'VALID',
        confirm: x.invalidateConfirm,
        onClick: (r: MasterListRow, c: { reload: () => void }) =>
          call('invalidate', { templateId: r.templateId, version: r.version }, c.reload),
      },
      {
        key: 'newVersion',
        label: x.newVersion,
        resourceCode: 'btnAdd',
        hidden: (r: MasterListRow) => r.status === 'DRAFT',
        onClick: (r: MasterListRow, c: { reload: () => void }) =>
          call('newVersion', { templateId: r.templateId }, c.reload),
      },
      {
        key: 'download',
        label: x.download,
        onClick: (r: MasterListRow) =>
          download(`${API}/download`, { body: { templateId: r.templateId }, fallbackName: `${r.templateCode}.docx` }),
      },
      {
        key: 'sample',
        label: x.sample,
        onClick: async (r: MasterListRow) => {
          const hide = message.loading(x.sampleLoading, 0);
          try {
            const fetched = await fetchBlob(`${API}/samplePdf`, { body: { templateId: r.templateId } });
            setSample({ blob: fetched.blob, name: `${r.templateCode}-v${r.templateVersion}.pdf` });
          } catch (error) {
            message.error((error as Error).message);
          } finally {
            hide();
          }
        },
      },
    ],
    [x, message],
  );
  return (
    <>
      <MasterListScreen
        def={templateList}
        testId="cct-template"
        rootTestId="screen-cctTemplateList"
        formWidth={760}
        extras={extras}
        moreColumns={moreColumns}
        rowButtons={rowButtons}
        formExtra={(row) => (
          <>
            <TermsField row={row} />
            <PlaceholderHelp />
          </>
        )}
      />
      <PdfViewer
        open={sample !== null}
        onClose={() => setSample(null)}
        src={sample?.blob ?? null}
        fileName={sample?.name}
      />
    </>
  );
}
