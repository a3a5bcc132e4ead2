import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { errorText, post, request } from '../../../app/api/client.ts';
import { isSupplier, useSession } from '../../../app/auth/session.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';
import { CaRegistrationsTable } from './CaRegistrationsTable.tsx';
import { CERT, type Certificate, day, REBIND, REG, type RebindCheck, type Registration, SEAL } from './esignApi.ts';
import { kindText, statusTag } from './esignTags.tsx';
import { type EsignTexts, esignTexts, fill } from './esignTexts.ts';
import { SealImage } from './SealImage.tsx';

/**
 * "My certificate" (电子签章证书): a supplier user's page for its company (SUP_CA_CERT) and the buyer side's for
 * the organisations and itself (CCT_MY_CERT). Apply for CA registration, follow it (refused: the reason), see the
 * certificate and its seals, upload or draw a seal, revoke one, and rebind the company's seal operator to oneself.
 */
export default function MyCertificateScreen() {
  const lang = useLang();
  const x = esignTexts[lang];
  const supplier = isSupplier(useSession().userInfo);
  const buttons = useMenuResources();
  const [applying, setApplying] = useState(false);
  const certs = useQuery({
    queryKey: ['myCertificates'],
    queryFn: () => request<Certificate[]>(`${CERT}/myCertificates`, { pageIndex: 1, pageRows: 100 }),
  });
  const history = useQuery({
    queryKey: ['myRegistrations'],
    queryFn: () => request<Registration[]>(`${REG}/registerHistory`, { pageIndex: 1, pageRows: 100 }),
  });
  const regs = history.data?.data ?? [];
  const latest = regs[0];
  const valid = (certs.data?.data ?? []).filter((c) => c.status === 'VALID');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="screen-my-certificate">
      <Typography.Text type="secondary">{x.myIntro}</Typography.Text>
      {latest?.status === 'SUBMITTED' && (
        <Alert type="info" showIcon title={fill(x.pendingNote, { regNo: latest.regNo })} data-testid="my-pending" />
      )}
      {latest?.status === 'REFUSED' && (
        <Alert
          type="warning"
          showIcon
          title={fill(x.refusedNote, { regNo: latest.regNo, reason: latest.refuseReason ?? '' })}
          data-testid="my-refused"
        />
      )}
      {buttons.has('btnApply') && (!supplier || (valid.length === 0 && latest?.status !== 'SUBMITTED')) && (
        <Button type="primary" onClick={() => setApplying(true)} data-testid="my-apply">
          {x.apply}
        </Button>
      )}
      {certs.isError ? <Alert type="error" showIcon title={errorText(certs.error)} /> : null}
      {(certs.data?.data ?? []).length === 0 && !certs.isFetching ? (
        <Empty description={x.noCert} data-testid="my-no-cert" />
      ) : null}
      {(certs.data?.data ?? []).map((c) => (
        <CertificateCard key={c.id} x={x} c={c} />
      ))}
      <Typography.Title level={5}>{x.history}</Typography.Title>
      <CaRegistrationsTable x={x} rows={regs} loading={history.isFetching} testId="my-history" />
      <ApplyDialog x={x} open={applying} supplier={supplier} onClose={() => setApplying(false)} />
    </Space>
  );
}

function CertificateCard({ x, c }: { x: EsignTexts; c: Certificate }) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const buttons = useMenuResources();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['myCertificates'] });
  const company = c.subjectKind !== 'PERSON';
  const rebind = useQuery({
    queryKey: ['caRebind', c.id],
    enabled: company && c.status === 'VALID',
    queryFn: () => post<RebindCheck>(`${REBIND}/checkNeedRebind`, c.subjectKind === 'ORG' ? { orgId: c.orgId } : {}),
  });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) => post(path, body),
    onSuccess: () => {
      message.success(x.done);
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['caRebind', c.id] });
    },
    onError: (e) => message.error(errorText(e)),
  });
  const upload = async (file: File) => {
    if (file.type !== 'image/png' || file.size > 1024 * 1024) {
      message.error(x.fileTooBig);
      return;
    }
    const base64 = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    act.mutate({ path: `${SEAL}/upload`, body: { certificateId: c.id, pngBase64: base64 } });
  };
  const canUse = c.status === 'VALID';
  return (
    <Card
      size="small"
      title={
        <Space>
          <span data-testid={`my-cert-name-${c.id}`}>{c.subjectName}</span>
          <Tag>{kindText(x, c.subjectKind)}</Tag>
          {c.expired && c.status === 'VALID' ? (
            <Tag>{x.expired}</Tag>
          ) : (
            statusTag(x, c.status, `my-cert-status-${c.id}`)
          )}
        </Space>
      }
      data-testid={`my-cert-${c.id}`}
    >
      {rebind.data?.needRebind && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={fill(x.rebindWarn, { name: rebind.data.operatorName ?? '' })}
          action={
            buttons.has('btnRebind') ? (
              <Button
                size="small"
                onClick={() =>
                  modal.confirm({
                    title: x.rebindTitle,
                    content: fill(x.rebindBody, { serial: c.serialNumber, from: c.operatorName ?? '' }),
                    okText: x.rebind,
                    cancelText: x.cancel,
                    onOk: () =>
                      act
                        .mutateAsync({ path: `${REBIND}/rebindAdmin`, body: { certificateId: c.id } })
                        .catch(() => undefined),
                  })
                }
                data-testid={`my-rebind-${c.id}`}
              >
                {x.rebind}
              </Button>
            ) : null
          }
          data-testid={`my-rebind-warn-${c.id}`}
        />
      )}
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={x.serial}>
          <span data-testid={`my-cert-serial-${c.id}`}>{c.serialNumber}</span>
        </Descriptions.Item>
        <Descriptions.Item label={x.validity}>{`${day(c.notBefore)} ~ ${day(c.notAfter)}`}</Descriptions.Item>
        {company && <Descriptions.Item label={x.operator}>{c.operatorName}</Descriptions.Item>}
        {c.revokeReason && <Descriptions.Item label={x.reason}>{c.revokeReason}</Descriptions.Item>}
      </Descriptions>
      <Space wrap align="start" style={{ marginTop: 8 }}>
        {c.seals.map((s) => (
          <Card key={s.id} size="small" style={{ width: 150, textAlign: 'center' }} data-testid={`my-seal-${s.id}`}>
            <SealImage id={s.id} size={110} alt={s.sealName} />
            <div>
              <Tag>{s.source === 'DEFAULT' ? x.sealDefault : x.sealUploaded}</Tag>
              {statusTag(x, s.status, `my-seal-status-${s.id}`)}
            </div>
            {canUse && s.status === 'VALID' && buttons.has('btnSealRevoke') && (
              <Button
                type="link"
                danger
                size="small"
                onClick={() =>
                  modal.confirm({
                    title: x.revokeSealTitle,
                    content: x.revokeSealBody,
                    okText: x.revokeSeal,
                    okButtonProps: { danger: true },
                    cancelText: x.cancel,
                    onOk: () =>
                      act.mutateAsync({ path: `${SEAL}/sealRevoke`, body: { id: s.id } }).catch(() => undefined),
                  })
                }
                data-testid={`my-seal-revoke-${s.id}`}
              >
                {x.revokeSeal}
              </Button>
            )}
          </Card>
        ))}
      </Space>
      {canUse && buttons.has('btnSealUpload') && (
        <Space style={{ marginTop: 8 }}>
          <Upload
            accept="image/png"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button data-testid={`my-seal-upload-${c.id}`}>{x.uploadSeal}</Button>
          </Upload>
          <Button
            onClick={() => act.mutate({ path: `${SEAL}/drawDefault`, body: { certificateId: c.id } })}
            data-testid={`my-seal-default-${c.id}`}
          >
            {x.drawDefault}
          </Button>
        </Space>
      )}
    </Card>
  );
}

type ApplyForm = {
  subjectKind: 'ORG' | 'SUPPLIER' | 'PERSON';
  orgId?: number;
  subjectName: string;
  creditCode?: string;
  legalRep?: string;
  agentName?: string;
  idNumber?: string;
  mobile?: string;
};

function ApplyDialog(props: { x: EsignTexts; open: boolean; supplier: boolean; onClose: () => void }) {
  const { x } = props;
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyForm>();
  const kind = Form.useWatch('subjectKind', form) ?? (props.supplier ? 'SUPPLIER' : 'ORG');
  const orgSource = REF_SOURCES.org;
  const orgs = useQuery({
    queryKey: ['caOrgs', lang],
    enabled: props.open && !props.supplier,
    queryFn: async () =>
      (await orgSource.load('', {})).map((row) => ({
        value: Number(row[orgSource.idKey]),
        label: orgSource.name(row, lang),
      })),
  });
  const submit = useMutation({
    mutationFn: (values: ApplyForm) => post<Registration>(`${REG}/apply`, values),
    onSuccess: (r) => {
      message.success(fill(x.applied, { regNo: r.regNo }));
      void queryClient.invalidateQueries({ queryKey: ['myRegistrations'] });
      form.resetFields();
      props.onClose();
    },
    onError: (e) => message.error(errorText(e)),
  });
  const need = (field: string) => [{ required: true, whitespace: true, message: fill(x.required, { field }) }];
  return (
    <Modal
      open={props.open}
      title={x.applyTitle}
      okText={x.submit}
      cancelText={x.cancel}
      confirmLoading={submit.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'apply-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form<ApplyForm>
        form={form}
        layout="vertical"
        initialValues={{ subjectKind: props.supplier ? 'SUPPLIER' : 'ORG' }}
        onFinish={(values) => submit.mutate(values)}
        data-testid="apply-form"
      >
        {!props.supplier && (
          <Form.Item name="subjectKind" label={x.applyFor}>
            <Radio.Group
              options={[
                { value: 'ORG', label: x.forOrg },
                { value: 'PERSON', label: x.forPerson },
              ]}
            />
          </Form.Item>
        )}
        {props.supplier && <Form.Item name="subjectKind" hidden />}
        {kind === 'ORG' && (
          <Form.Item name="orgId" label={x.org} rules={[{ required: true, message: x.orgPlaceholder }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={orgs.data ?? []}
              loading={orgs.isFetching}
              placeholder={x.orgPlaceholder}
              onChange={(_, option) => {
                const label = !Array.isArray(option) && option ? String(option.label) : '';
                if (!form.getFieldValue('subjectName')) form.setFieldValue('subjectName', label);
              }}
              data-testid="apply-org"
            />
          </Form.Item>
        )}
        <Form.Item name="subjectName" label={x.subjectName} rules={need(x.subjectName)}>
          <Input maxLength={200} data-testid="apply-name" />
        </Form.Item>
        {kind !== 'PERSON' && (
          <>
            <Form.Item name="creditCode" label={x.creditCode} rules={need(x.creditCode)}>
              <Input maxLength={18} data-testid="apply-credit-code" />
            </Form.Item>
            <Form.Item name="legalRep" label={x.legalRep}>
              <Input maxLength={64} data-testid="apply-legal-rep" />
            </Form.Item>
            <Form.Item name="agentName" label={x.agentName}>
              <Input maxLength={64} data-testid="apply-agent" />
            </Form.Item>
          </>
        )}
        {kind === 'PERSON' && (
          <Form.Item name="idNumber" label={x.idNumber} rules={need(x.idNumber)}>
            <Input maxLength={18} data-testid="apply-id-number" />
          </Form.Item>
        )}
        <Form.Item name="mobile" label={x.mobile}>
          <Input maxLength={11} data-testid="apply-mobile" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
