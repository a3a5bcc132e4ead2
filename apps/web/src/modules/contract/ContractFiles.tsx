import type { Lang } from '@srm/core/i18n/lang';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../app/api/client.ts';
import { useDownload } from '../../app/api/download.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { CONTRACT_BASE } from './paths.ts';

/*
 * The contract's files (issue 19 items 3–4), a tab of both sides' contract pages: the PDF generated from the
 * template and the files each party signed, with their SHA-256; download, and verify — every signature checked by
 * the server against the platform CA and its revocation list, the file against its recorded hash. The buyer who
 * owns a supplier-confirmed contract generates its document here before signing as party A.
 */

type FileRow = {
  documentId: number;
  kind: 'RENDERED' | 'SIGNED_A' | 'SIGNED_B';
  sha256: string;
  sizeBytes: number;
  signerName: string | null;
  certSerial: string | null;
  creationDate: string;
};
type Signature = {
  signerName: string;
  serialNumber: string;
  signedAt: string | null;
  integrityOk: boolean;
  chainOk: boolean;
  revoked: boolean;
};
type Report = { signatures: Signature[]; allValid: boolean; hashOk: boolean; sha256: string };

const texts: Record<Lang, Record<string, string>> = {
  CN: {
    tab: '合同文本',
    kind: '文件',
    RENDERED: '合同文本（待签署）',
    SIGNED_A: '甲方已签署',
    SIGNED_B: '双方已签署（生效文本）',
    signer: '签署方',
    serial: '证书序列号',
    hash: 'SHA-256',
    date: '时间',
    generate: '生成合同文本',
    generating: '正在生成合同文本（PDF）…',
    generated: '合同文本已生成，可以甲方身份签署',
    download: '下载',
    verify: '验证签名',
    verifyTitle: '签名验证',
    allValid: '全部签名有效，文件与记录的摘要一致',
    notValid: '签名验证未通过',
    integrity: '完整性',
    chain: '证书链',
    revoked: '已吊销',
    ok: '通过',
    failed: '未通过',
    yes: '是',
    no: '否',
    signedAt: '签署时间',
    hashOk: '文件摘要',
    none: '尚无合同文本',
  },
  EN: {
    tab: 'Documents',
    kind: 'File',
    RENDERED: 'Contract document (to sign)',
    SIGNED_A: 'Signed by party A',
    SIGNED_B: 'Signed by both (in force)',
    signer: 'Signer',
    serial: 'Certificate serial',
    hash: 'SHA-256',
    date: 'When',
    generate: 'Generate document',
    generating: 'Generating the contract document (PDF)…',
    generated: 'The contract document is ready to sign as party A',
    download: 'Download',
    verify: 'Verify signatures',
    verifyTitle: 'Signature check',
    allValid: 'Every signature is valid and the file matches its recorded digest',
    notValid: 'The signature check failed',
    integrity: 'Integrity',
    chain: 'Chain',
    revoked: 'Revoked',
    ok: 'passed',
    failed: 'failed',
    yes: 'yes',
    no: 'no',
    signedAt: 'Signed at',
    hashOk: 'File digest',
    none: 'No contract document yet',
  },
};

/** The tab's title in the reader's language. */
export function ContractFilesTitle() {
  return <>{texts[useLang()].tab}</>;
}

export function ContractFiles({ doc, buyer }: { doc: Row; buyer: boolean }) {
  const lang = useLang();
  const x = texts[lang];
  const { message } = App.useApp();
  const download = useDownload();
  const queryClient = useQueryClient();
  const buttons = useMenuResources();
  const [generating, setGenerating] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const key = ['contractFiles', doc.contractId, doc.version];
  const files = useQuery({
    queryKey: key,
    queryFn: () => post<FileRow[]>(`${CONTRACT_BASE}/listDocuments`, { contractId: doc.contractId }),
  });

  const generate = async () => {
    setGenerating(true);
    const hide = message.loading(x.generating, 0);
    try {
      await post(`${CONTRACT_BASE}/generateDocument`, { contractId: doc.contractId });
      message.success(x.generated);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      hide();
      setGenerating(false);
    }
  };
  const verify = async (row: FileRow) => {
    try {
      setReport(
        await post<Report>(`${CONTRACT_BASE}/verifyDocument`, {
          contractId: doc.contractId,
          documentId: row.documentId,
        }),
      );
    } catch (error) {
      message.error(errorText(error));
    }
  };
  const canGenerate = buyer && buttons.has('btnSign') && doc.status === 'SUPPLIER_CONFIRMED';
  const passed = (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? x.ok : x.failed}</Tag>;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="contract-files">
      {canGenerate && (
        <Button
          type="primary"
          loading={generating}
          onClick={() => void generate()}
          data-testid="contract-generate-document"
        >
          {x.generate}
        </Button>
      )}
      <Table<FileRow>
        size="small"
        rowKey="documentId"
        loading={files.isLoading}
        dataSource={files.data ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={x.none} /> }}
        columns={[
          { key: 'kind', title: x.kind, width: 200, render: (_, r) => x[r.kind] },
          { key: 'signer', title: x.signer, dataIndex: 'signerName', width: 200 },
          { key: 'serial', title: x.serial, dataIndex: 'certSerial', width: 150, ellipsis: true },
          {
            key: 'hash',
            title: x.hash,
            ellipsis: true,
            render: (_, r) => <span title={r.sha256}>{r.sha256.slice(0, 16)}…</span>,
          },
          {
            key: 'date',
            title: x.date,
            width: 170,
            render: (_, r) => String(r.creationDate).slice(0, 19).replace('T', ' '),
          },
          {
            key: 'actions',
            title: '',
            width: 240,
            render: (_, r) => (
              <Space>
                <Button
                  size="small"
                  onClick={() =>
                    void download(`${CONTRACT_BASE}/downloadDocument`, {
                      body: { contractId: doc.contractId, documentId: r.documentId },
                      fallbackName: `${doc.contractNumber}-${r.kind}.pdf`,
                    })
                  }
                  data-testid={`contract-file-download-${r.kind}`}
                >
                  {x.download}
                </Button>
                {r.kind !== 'RENDERED' && (
                  <Button size="small" onClick={() => void verify(r)} data-testid={`contract-file-verify-${r.kind}`}>
                    {x.verify}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={report != null}
        title={x.verifyTitle}
        width={720}
        footer={null}
        onCancel={() => setReport(null)}
        destroyOnHidden
      >
        {report && (
          <div data-testid="contract-verify-report">
            <Alert
              type={report.allValid && report.hashOk ? 'success' : 'error'}
              message={report.allValid && report.hashOk ? x.allValid : x.notValid}
              style={{ marginBottom: 12 }}
            />
            <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={x.hashOk}>
                {passed(report.hashOk)} <span style={{ wordBreak: 'break-all' }}>{report.sha256}</span>
              </Descriptions.Item>
            </Descriptions>
            <Table<Signature>
              size="small"
              rowKey="serialNumber"
              pagination={false}
              dataSource={report.signatures}
              columns={[
                { key: 'signer', title: x.signer, dataIndex: 'signerName' },
                {
                  key: 'at',
                  title: x.signedAt,
                  render: (_, s) =>
                    String(s.signedAt ?? '')
                      .slice(0, 19)
                      .replace('T', ' '),
                },
                { key: 'integrity', title: x.integrity, render: (_, s) => passed(s.integrityOk) },
                { key: 'chain', title: x.chain, render: (_, s) => passed(s.chainOk) },
                { key: 'revoked', title: x.revoked, render: (_, s) => (s.revoked ? x.yes : x.no) },
              ]}
            />
          </div>
        )}
      </Modal>
    </Space>
  );
}
