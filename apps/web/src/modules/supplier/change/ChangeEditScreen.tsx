import { CHANGE_FIELD_LABELS, supplierChange } from '@srm/core/documents/supplierChange';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { isSupplier, useSession } from '../../../app/auth/session.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { ActionBar } from '../../../components/Document/ActionBar.tsx';
import { ApprovalTrail } from '../../../components/Document/ApprovalTrail.tsx';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { HistoryTab } from '../../../components/Document/HistoryTab.tsx';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { CHANGE_API, INFO_API, type Row, type SupplierProfile } from '../info/types.ts';
import { type ChangeLineRecord, DifferencesTable } from './DifferencesTable.tsx';
import { CHILD_SECTIONS, type ChangeLine, type ChildSection, linesOf, type Proposal, proposalOf } from './proposal.ts';
import { RowsEditor } from './RowsEditor.tsx';

type ChangeDoc = Row & {
  changeId: number;
  changeNumber: string;
  supplierId: number;
  supplierName: string;
  changeReason: string;
  status: string;
  version: number;
  lines: ChangeLineRecord[];
  _actions: string[];
};

const CALLS: Record<string, string> = {
  submit: 'doSubmit',
  approve: 'doApproval',
  reject: 'doReject',
  withdraw: 'withdraw',
};
const TEST_ID = 'supplier-change';

/** A supplier change request (?id=…&mode=view|edit, or mode=new): the editor of the proposal, or its differences and approval. */
export default function ChangeEditScreen() {
  return (
    <DocumentMenuScope menuCode={supplierChange.menuCode}>
      <ChangePage />
    </DocumentMenuScope>
  );
}

function ChangePage() {
  const screen = useScreen();
  const [id, setId] = useState<string | null>(screen?.query.id ?? null);
  const [editing, setEditing] = useState(screen?.mode === 'new' || screen?.mode === 'edit' || !screen?.query.id);
  const found = useQuery({
    queryKey: ['supplierChange', id],
    queryFn: () => post<ChangeDoc>(`${CHANGE_API}/findById`, { changeId: Number(id) }),
    enabled: id != null,
    refetchOnWindowFocus: false,
  });
  const setTitle = screen?.setTitle;
  const number = found.data?.changeNumber ?? null;
  const lang = useLang();
  useEffect(() => setTitle?.(number ? `${supplierChange.name[lang]} ${number}` : null), [setTitle, number, lang]);
  if (id != null && found.isLoading) return <Spin />;
  if (id != null && (found.isError || !found.data)) return <Alert type="error" title={errorText(found.error)} />;
  const doc = found.data ?? null;
  if (editing && (doc == null || doc._actions.includes('edit')))
    return (
      <ChangeEditor
        doc={doc}
        supplierId={doc?.supplierId ?? (screen?.query.supplierId ? Number(screen.query.supplierId) : null)}
        onSaved={(saved, submitted) => {
          setId(String(saved.changeId));
          if (submitted) setEditing(false);
        }}
      />
    );
  return doc ? <ChangeView doc={doc} onEdit={() => setEditing(true)} /> : null;
}

/** The read-only request: its differences, the actions the server allows now, history and approval trail. */
function ChangeView({ doc, onEdit }: { doc: ChangeDoc; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const act = async (name: string, comment?: string) => {
    setError(null);
    try {
      await post(`${CHANGE_API}/${CALLS[name] ?? name}`, {
        changeId: doc.changeId,
        version: doc.version,
        ...(comment ? { comment } : {}),
      });
      message.success(
        t('document.done', {
          action: supplierChange.actions[name as keyof typeof supplierChange.actions]?.label[lang] ?? name,
        }),
      );
    } catch (e) {
      setError(errorText(e));
      throw e;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['supplierChange'] });
      void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
      void queryClient.invalidateQueries({ queryKey: ['docApprovalTrail'] });
      void queryClient.invalidateQueries({ queryKey: ['supplierInfoMine'] });
    }
  };
  return (
    <div data-testid={`screen-${TEST_ID}-view`}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {supplierChange.name[lang]} {doc.changeNumber}
          </Typography.Title>
          <StatusTag status={doc.status} />
        </Space>
        <Space wrap>
          {doc._actions.includes('edit') && (
            <Button type="primary" onClick={onEdit} data-testid={`${TEST_ID}-edit`}>
              {t('document.edit')}
            </Button>
          )}
          <ActionBar actions={supplierChange.actions} allowed={doc._actions} testId={TEST_ID} onAction={act} />
        </Space>
      </Space>
      {error && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} data-testid={`${TEST_ID}-error`} />
      )}
      <Tabs
        items={[
          {
            key: 'details',
            label: t('document.details'),
            children: (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                <Descriptions bordered size="small" column={2}>
                  <Descriptions.Item label={t('supplierInfo.supplierName')}>{doc.supplierName}</Descriptions.Item>
                  <Descriptions.Item label={t('supplierInfo.changeReason')}>{doc.changeReason}</Descriptions.Item>
                </Descriptions>
                <Card size="small" title={t('supplierInfo.differences')}>
                  <DifferencesTable lines={doc.lines} testId={`${TEST_ID}-differences`} />
                </Card>
              </Space>
            ),
          },
          {
            key: 'history',
            label: t('document.history'),
            children: (
              <HistoryTab
                def={supplierChange}
                api={`${CHANGE_API}/listHistory`}
                id={String(doc.changeId)}
                testId={TEST_ID}
              />
            ),
          },
          {
            key: 'approval',
            label: <span data-testid={`${TEST_ID}-tab-approval`}>{t('document.approvalTrail')}</span>,
            children: <ApprovalTrail billType={supplierChange.billType} docId={doc.changeId} testId={TEST_ID} />,
          },
        ]}
      />
    </div>
  );
}

const SECTION_TITLES = {
  BANK: 'supplierInfo.bankAccounts',
  CONTACT: 'supplierInfo.contacts',
  ADDRESS: 'supplierInfo.addresses',
  QUALIFICATION: 'supplierInfo.qualifications',
} as const satisfies Record<ChildSection, string>;

/** The proposal editor: base data and the rows of each section, from the current information. */
function ChangeEditor({
  doc,
  supplierId,
  onSaved,
}: {
  doc: ChangeDoc | null;
  supplierId: number | null;
  onSaved: (doc: ChangeDoc, submitted: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const mine = isSupplier(userInfo);
  const profileQuery = useQuery({
    queryKey: ['supplierChangeBase', mine ? 'mine' : supplierId],
    queryFn: () =>
      mine
        ? post<SupplierProfile>(`${INFO_API}/findMine`, {})
        : post<SupplierProfile>(`${INFO_API}/findById`, { supplierId }),
    enabled: mine || supplierId != null,
    refetchOnWindowFocus: false,
  });
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [reason, setReason] = useState<string>(doc?.changeReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (profileQuery.data && !proposal) setProposal(proposalOf(profileQuery.data, (doc?.lines ?? []) as ChangeLine[]));
  }, [profileQuery.data, proposal, doc]);

  if (profileQuery.isLoading || !proposal) {
    if (profileQuery.isError) return <Alert type="error" title={errorText(profileQuery.error)} />;
    return <Spin />;
  }
  const profile = profileQuery.data as SupplierProfile;

  const save = async (submit: boolean) => {
    setError(null);
    const lines = linesOf(profile, proposal);
    if (lines.length === 0) {
      setError(t('supplierInfo.noChanges'));
      return;
    }
    setBusy(true);
    try {
      const saved = await post<ChangeDoc>(`${CHANGE_API}/saveOrUpdate`, {
        changeId: doc?.changeId,
        version: doc?.version,
        supplierId: profile.supplierId,
        changeReason: reason,
        lines,
      });
      let result = saved;
      if (submit)
        result = await post<ChangeDoc>(`${CHANGE_API}/doSubmit`, { changeId: saved.changeId, version: saved.version });
      message.success(t('supplierInfo.saved', { number: saved.changeNumber }));
      queryClient.setQueryData(['supplierChange', String(saved.changeId)], result);
      void queryClient.invalidateQueries({ queryKey: ['supplierChange'] });
      void queryClient.invalidateQueries({ queryKey: ['supplierInfoMine'] });
      onSaved(result, submit);
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setError(errors.length ? errors.map((x) => `${x.field}: ${x.message}`).join('; ') : errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const setRows = (section: ChildSection, rows: Proposal['rows'][ChildSection]) =>
    setProposal({ ...proposal, rows: { ...proposal.rows, [section]: rows } });

  return (
    <div data-testid={`screen-${TEST_ID}-edit`}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {supplierChange.name[lang]} {doc?.changeNumber ?? t('document.new')}
          </Typography.Title>
          <StatusTag status={doc?.status ?? 'DRAFT'} />
          <Typography.Text type="secondary">{profile.supplierName}</Typography.Text>
        </Space>
        <Space>
          <Button loading={busy} onClick={() => void save(false)} data-testid={`${TEST_ID}-save`}>
            {t('supplierInfo.saveDraft')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(true)} data-testid={`${TEST_ID}-submit`}>
            {supplierChange.actions.submit.label[lang]}
          </Button>
        </Space>
      </Space>
      {error && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} data-testid={`${TEST_ID}-error`} />
      )}
      <Form layout="vertical">
        <Form.Item label={t('supplierInfo.changeReason')} required>
          <Input.TextArea
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(e) => setReason(e.target.value)}
            data-testid={`${TEST_ID}-reason`}
          />
        </Form.Item>
      </Form>
      <Tabs
        items={[
          ...CHILD_SECTIONS.map((section) => ({
            key: section,
            label: <span data-testid={`${TEST_ID}-tab-${section}`}>{t(SECTION_TITLES[section])}</span>,
            children: (
              <RowsEditor
                section={section}
                rows={proposal.rows[section]}
                onChange={(rows) => setRows(section, rows)}
                testId={`${TEST_ID}-${section}`}
              />
            ),
          })),
          {
            key: 'BASE',
            label: <span data-testid={`${TEST_ID}-tab-BASE`}>{t('supplierInfo.base')}</span>,
            children: (
              <Form
                layout="vertical"
                style={{ maxWidth: 900, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
              >
                {Object.entries(CHANGE_FIELD_LABELS.BASE).map(([field, label]) => (
                  <Form.Item key={field} label={label[lang]}>
                    <Input
                      value={(proposal.base[field] as string) ?? ''}
                      onChange={(e) =>
                        setProposal({ ...proposal, base: { ...proposal.base, [field]: e.target.value } })
                      }
                      data-testid={`${TEST_ID}-base-${field}`}
                    />
                  </Form.Item>
                ))}
              </Form>
            ),
          },
        ]}
      />
    </div>
  );
}
