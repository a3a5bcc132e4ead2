import { type StoredDifference, storedDifferences } from '@srm/core/documents/storedDifferences';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, lineErrorsOf, post } from '../../app/api/client.ts';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { Attachments } from '../Attachments/index.ts';
import type { Row } from '../DataTable/types.ts';
import { ActionBar } from './ActionBar.tsx';
import { AlterationSummary } from './AlterationSummary.tsx';
import { ApprovalTrail } from './ApprovalTrail.tsx';
import { actionCall, type DocumentScreenConfig } from './config.ts';
import { DocumentMenuScope } from './DocumentMenuScope.tsx';
import { HeaderDescriptions } from './HeaderDescriptions.tsx';
import { HeaderForm } from './HeaderForm.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { LINE_KEY, LinesEditor } from './LinesEditor.tsx';
import { NotKeptAlert } from './NotKeptAlert.tsx';
import { PrintButton } from './PrintButton.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useDocumentLines } from './useDocumentLines.ts';
import { userDefaultsOf } from './userDefaults.ts';

type Doc = Row & { version?: number; status?: string; _actions?: string[] };

/**
 * The edit page of a document type, from its declaration: the header form, the lines, attachments,
 * the history and the approval trail, and the actions the server allows now (`_actions`). Modes of
 * spec §2: view (read-only), new, edit, SUBMIT (edit, then submit). A refused save keeps what was typed.
 */
export function DocumentEditScreen({ config }: { config: DocumentScreenConfig }) {
  return (
    <DocumentMenuScope menuCode={config.def.menuCode}>
      <DocumentEditor config={config} />
    </DocumentMenuScope>
  );
}

function DocumentEditor({ config }: { config: DocumentScreenConfig }) {
  const { def, base, testId } = config;
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screen = useScreen();
  const { userInfo } = useSession();
  // An alteration started on this page switches it to the alteration mode: the document is edited at once.
  const [modeAfterAction, setModeAfterAction] = useState<'alteration' | null>(null);
  const mode = modeAfterAction ?? screen?.mode ?? (screen?.query.id ? 'view' : 'new');
  const [id, setId] = useState<string | null>(screen?.query.id ?? null);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save did not keep as typed (never answered with "saved").
  const [notKept, setNotKept] = useState<StoredDifference[]>([]);
  const dirty = useRef(false);
  const [form] = Form.useForm<Row>();
  // The files of the header's attachments field, whatever its key (a statement's dispute files: disputeFileIds).
  const attachmentField = def.header.find((f) => f.type === 'attachments');
  const fileIds = Form.useWatch(attachmentField?.key ?? 'fileIds', { form, preserve: true }) as string | undefined;

  const onLinesChanged = useCallback(
    (rows: Row[]) => {
      dirty.current = true;
      if (config.computeHeader) form.setFieldsValue(config.computeHeader(rows));
    },
    [config, form],
  );
  const lines = useDocumentLines(config, onLinesChanged);

  const found = useQuery({
    queryKey: ['docFind', base, id],
    queryFn: () => post<Doc>(`${base}/findById`, { [def.idKey]: id }),
    enabled: id != null,
    refetchOnWindowFocus: false,
  });

  const fill = useCallback(
    (row: Doc) => {
      setDoc(row);
      form.resetFields();
      form.setFieldsValue(row);
      lines.load((def.lines ? (row[def.lines.key] as Row[]) : []) ?? []);
      dirty.current = false;
    },
    [form, lines.load, def.lines],
  );

  useEffect(() => {
    if (found.data && !dirty.current) fill(found.data);
  }, [found.data, fill]);

  // Brought to the front again: the document may have moved on meanwhile (a receipt, the other side's
  // confirmation), so it is read again — unless the user has unsaved changes on it.
  const openedAt = screen?.openedAt;
  const firstOpening = useRef(openedAt);
  const { refetch } = found;
  useEffect(() => {
    if (openedAt === firstOpening.current || id == null || dirty.current) return;
    firstOpening.current = openedAt;
    void refetch();
  }, [openedAt, id, refetch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document is started once
  useEffect(() => {
    if (id == null && !doc) {
      form.setFieldsValue({ ...userDefaultsOf(def.header, userInfo), ...config.newHeader?.() });
      const first = config.newLine ? [config.newLine()] : [];
      lines.load([]);
      if (first.length) lines.add();
    }
  }, []);

  // The tab reads "Purchase requisition PR2611220001" rather than the menu's name shared by every document.
  const number = doc ? String(doc[def.numberKey] ?? '') : '';
  const setTabTitle = screen?.setTitle;
  useEffect(() => {
    setTabTitle?.(number ? `${def.name[lang]} ${number}` : null);
  }, [setTabTitle, number, def.name, lang]);

  const canEdit = mode !== 'view' && (id == null ? true : (doc?._actions ?? []).includes('edit'));

  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: ['listPage', `${base}/listByPage`] });

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.status === 409) setStale(e.msg);
    else {
      setError(lineErrorText(e) ?? errorText(e));
      const errors = (
        e instanceof ApiError ? (e.data as { errors?: { field: string; message?: string; msg?: string }[] }) : null
      )?.errors;
      if (errors)
        form.setFields(
          errors
            .filter((x) => def.header.some((f) => f.key === x.field))
            .map((x) => ({ name: x.field, errors: [x.message ?? x.msg ?? errorText(e)] })),
        );
    }
  };

  /** The server's refusals of line fields named as the user sees them: "Line 1 Reason for the price: …". */
  const lineErrorText = (e: unknown): string | null => {
    if (!def.lines) return null;
    const byLine = lineErrorsOf(e, def.lines.key);
    const texts = Object.entries(byLine).flatMap(([index, fields]) =>
      Object.entries(fields).map(([key, text]) => {
        const label = def.lines?.fields.find((f) => f.key === key)?.label[lang] ?? key;
        return `${t('document.lineNo', { n: Number(index) + 1 })} ${label}${lang === 'CN' ? '：' : ': '}${text}`;
      }),
    );
    return texts.length > 0 ? texts.join(lang === 'CN' ? '；' : '; ') : null;
  };

  const save = async (quiet = false): Promise<Doc | null> => {
    setError(null);
    setNotKept([]);
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    if (lines.tableRef.current && !(await lines.tableRef.current.validate())) return null;
    const values = form.getFieldsValue(true) as Row;
    const body: Row = { [def.idKey]: id ?? undefined, version: doc?.version };
    for (const f of def.header) if (!f.readOnly) body[f.key] = values[f.key] ?? null;
    if (def.lines) {
      const lineFields = def.lines.fields.filter((f) => !f.readOnly);
      body[def.lines.key] = lines.current().map((row) => {
        const line: Row = {};
        const lineId = row[def.lines?.idKey ?? 'lineId'];
        if (lineId != null && String(row[LINE_KEY]).startsWith('l')) line[def.lines?.idKey ?? 'lineId'] = lineId;
        for (const f of lineFields) if (row[f.key] != null && row[f.key] !== '') line[f.key] = row[f.key];
        return line;
      });
    }
    setSaving(true);
    try {
      const saved = await post<Doc>(`${base}/saveOrUpdate`, body);
      setStale(null);
      const savedId = String(saved[def.idKey]);
      setId(savedId);
      // A new document is one from now on: its tab and address name it (a refresh reloads it, the
      // next "new" opens an empty form in a tab of its own — issue 15 item 5).
      if (id == null && screen) {
        const { mode: _shown, ...rest } = screen.query;
        screen.replaceQuery?.({ ...rest, id: savedId, mode: mode === 'new' ? 'edit' : mode });
      }
      fill(saved);
      queryClient.setQueryData(['docFind', base, String(saved[def.idKey])], saved);
      // The history (and the alteration's changes, read from it) gains this save.
      void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
      refreshLists();
      // The answer is the record as stored: any value it holds otherwise than typed is named, never "saved".
      const differences = storedDifferences(def, body, saved);
      setNotKept(differences);
      const loaded = def.lines?.loadedWhenEmpty;
      if (loaded && ((body[def.lines!.key] as Row[] | undefined) ?? []).length === 0) message.info(loaded[lang]);
      if (differences.length > 0) message.warning(t('document.notKept', { number: saved[def.numberKey] }));
      else if (!quiet) message.success(t('document.saved', { number: saved[def.numberKey] }));
      return saved;
    } catch (e) {
      failed(e);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const act = async (name: string, comment?: string, prepare?: (doc: Row) => Promise<Row | undefined>, body?: Row) => {
    setError(null);
    let current = doc;
    if (canEdit && dirty.current && def.actions[name]?.workflow === 'start') current = await save(true);
    if (!current) throw new Error('not saved');
    try {
      // A type's own step before the action (ActionDialogProps.run): its answer is the record to act on.
      if (prepare) current = ((await prepare(current)) as Doc | undefined) ?? current;
      const row = await post<Doc>(actionCall(config, name), {
        [def.idKey]: current[def.idKey],
        version: current.version,
        ...(comment ? { comment } : {}),
        ...body,
      });
      if (name === 'delete') {
        setDoc({ ...current, _actions: [] });
      } else {
        if (def.actions[name]?.alteration) setModeAfterAction('alteration');
        fill(row);
        queryClient.setQueryData(['docFind', base, String(row[def.idKey])], row);
      }
      void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
      void queryClient.invalidateQueries({ queryKey: ['docApprovalTrail'] });
      refreshLists();
      message.success(t('document.done', { action: def.actions[name]?.label[lang] ?? t('document.delete') }));
    } catch (e) {
      failed(e);
      throw e;
    }
  };

  const reload = async () => {
    dirty.current = false;
    setStale(null);
    const result = await found.refetch();
    if (result.data) fill(result.data);
  };

  if (id != null && found.isLoading) return <Spin />;
  if (id != null && found.isError) return <Alert type="error" title={errorText(found.error)} />;

  const details = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {canEdit ? (
        <HeaderForm
          form={form}
          fields={def.header}
          editable={canEdit}
          testId={testId}
          onValuesChange={() => (dirty.current = true)}
        />
      ) : (
        <HeaderDescriptions form={form} fields={def.header} testId={testId} />
      )}
      {def.lines && (
        <Card size="small" title={def.lines.label[lang]}>
          <LinesEditor
            fields={def.lines.fields}
            lines={lines.lines}
            editable={canEdit}
            testId={testId}
            tableRef={lines.tableRef}
            onAdd={lines.add}
            onRemove={lines.remove}
            onCellChange={lines.cellChanged}
          />
        </Card>
      )}
      {doc && config.related?.(doc)}
      {attachmentField && (
        <Card size="small" title={attachmentField.label[lang]} data-testid={`${testId}-attachments`}>
          <Attachments
            ids={fileIds ?? ''}
            onChange={(ids) => {
              form.setFieldsValue({ [attachmentField.key]: ids });
              dirty.current = true;
            }}
            path={config.attachmentPath}
            functionId={config.functionId}
            readOnly={!canEdit}
          />
        </Card>
      )}
    </Space>
  );

  const allowed = doc?._actions ?? [];
  return (
    <div data-testid={`screen-${testId}-edit`} data-mode={mode}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {def.name[lang]} {doc ? String(doc[def.numberKey] ?? '') : t('document.new')}
          </Typography.Title>
          <span data-testid={`${testId}-number`} hidden>
            {doc ? String(doc[def.numberKey] ?? '') : ''}
          </span>
          <StatusTag status={doc?.status ?? 'DRAFT'} def={def} />
        </Space>
        <Space wrap>
          {canEdit && (
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid={`${testId}-save`}>
              {t('document.save')}
            </Button>
          )}
          <ActionBar
            actions={def.actions}
            allowed={allowed}
            testId={testId}
            onAction={act}
            dialogs={config.actionDialogs}
            doc={doc}
            reading={found.isFetching}
          />
          {doc && config.toolbar?.(doc)}
          <PrintButton config={config} id={doc?.[def.idKey]} allowed={allowed} />
        </Space>
      </Space>
      {stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={stale}
          data-testid={`${testId}-stale`}
          action={
            <Button size="small" onClick={() => void reload()} data-testid={`${testId}-reload`}>
              {t('document.reload')}
            </Button>
          }
        />
      )}
      {error && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} data-testid={`${testId}-error`} />
      )}
      {notKept.length > 0 && <NotKeptAlert number={number} differences={notKept} testId={testId} />}
      {doc && config.banner?.(doc)}
      {doc?.status === 'CHANGING' && id != null && (
        <AlterationSummary def={def} api={`${base}/listHistory`} id={id} testId={testId} />
      )}
      <Tabs
        items={[
          { key: 'details', label: t('document.details'), children: details },
          ...(id != null && doc ? (config.tabs?.(doc) ?? []) : []),
          ...(id != null
            ? [
                {
                  key: 'history',
                  label: <span data-testid={`${testId}-tab-history`}>{t('document.history')}</span>,
                  children: <HistoryTab def={def} api={`${base}/listHistory`} id={id} testId={testId} />,
                },
                // The approval is the buyer's side's own business: a supplier's user has no trail to read.
                ...(def.approval && !isSupplier(userInfo)
                  ? [
                      {
                        key: 'approval',
                        label: <span data-testid={`${testId}-tab-approval`}>{t('document.approvalTrail')}</span>,
                        children: <ApprovalTrail billType={def.billType} docId={Number(id)} testId={testId} />,
                      },
                    ]
                  : []),
              ]
            : []),
        ]}
      />
    </div>
  );
}
