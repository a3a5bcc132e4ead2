import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { CONTRACT_BASE } from './paths.ts';
import { contractTexts } from './texts.ts';

/*
 * "Create from source": an approved award (and one of its awarded suppliers), an approved purchase agreement or a
 * purchase order. The server copies the lines, quantities and prices (createFromSource) — nothing is typed here but
 * the contract's name — and the new draft opens for editing.
 */

type SourceType = 'AWARD' | 'AGREEMENT' | 'ORDER';

const SOURCES: Record<SourceType, { base: string; idKey: string; numberKey: string; status: string | string[] }> = {
  AWARD: {
    base: '/api/srmServer/v1/srmSrcAwardRestful',
    idKey: 'awardId',
    numberKey: 'awardNumber',
    status: 'APPROVED',
  },
  AGREEMENT: {
    base: '/api/srmServer/v1/srmPurAgreementRestful',
    idKey: 'agreementId',
    numberKey: 'agreementNumber',
    status: 'APPROVED',
  },
  ORDER: {
    base: '/api/srmServer/v1/srmPoHeaderRestful',
    idKey: 'orderId',
    numberKey: 'orderNumber',
    status: ['APPROVED', 'NO_CONFIRMED', 'CONFIRMED'],
  },
};

export function FromSourceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (contractId: number) => void;
}) {
  const lang = useLang();
  const x = contractTexts[lang];
  const { message } = App.useApp();
  const [sourceType, setSourceType] = useState<SourceType>('AWARD');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const source = SOURCES[sourceType];
  const list = useQuery({
    queryKey: ['contractSources', sourceType],
    queryFn: () =>
      post<Row[]>(`${source.base}/listByPage`, {
        searchParams: { status: source.status },
        pageIndex: 1,
        pageRows: 100,
      }),
  });
  // An award's suppliers are those its lines were awarded to.
  const award = useQuery({
    queryKey: ['contractSourceAward', sourceId],
    enabled: sourceType === 'AWARD' && sourceId != null,
    queryFn: () => post<Row>(`${SOURCES.AWARD.base}/findById`, { awardId: sourceId }),
  });
  const suppliers = new Map<number, string>();
  for (const l of (award.data?.lines ?? []) as Row[])
    suppliers.set(l.supplierId as number, String(l.supplierName ?? ''));

  const create = async () => {
    if (sourceId == null || (sourceType === 'AWARD' && supplierId == null)) {
      message.warning(x.pickSource);
      return;
    }
    setSaving(true);
    try {
      const made = await post<Row>(`${CONTRACT_BASE}/createFromSource`, {
        sourceType,
        sourceId,
        supplierId: sourceType === 'AWARD' ? supplierId : undefined,
        contractName: name.trim() || undefined,
      });
      onCreated(made.contractId as number);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={560}
      title={x.fromSourceTitle}
      okText={x.create}
      onOk={() => void create()}
      confirmLoading={saving}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'contract-from-source-create' } as Record<string, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={x.sourceType}>
          <Select<SourceType>
            value={sourceType}
            data-testid="contract-source-type"
            onChange={(v) => {
              setSourceType(v);
              setSourceId(null);
              setSupplierId(null);
            }}
            options={[
              { value: 'AWARD', label: x.award },
              { value: 'AGREEMENT', label: x.agreement },
              { value: 'ORDER', label: x.order },
            ]}
          />
        </Form.Item>
        <Form.Item label={x.source}>
          <Select<number>
            showSearch
            optionFilterProp="label"
            loading={list.isFetching}
            value={sourceId ?? undefined}
            data-testid="contract-source"
            onChange={(v) => {
              setSourceId(v);
              setSupplierId(null);
            }}
            options={(list.data ?? []).map((r) => ({
              value: r[source.idKey] as number,
              label: [r[source.numberKey], r.supplierName ?? r.inquiryTitle ?? '', r.totalWithTax ?? '']
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        </Form.Item>
        {sourceType === 'AWARD' && (
          <Form.Item label={x.supplier}>
            <Select<number>
              loading={award.isFetching}
              value={supplierId ?? undefined}
              data-testid="contract-source-supplier"
              onChange={setSupplierId}
              options={[...suppliers].map(([id, label]) => ({ value: id, label }))}
            />
          </Form.Item>
        )}
        <Form.Item label={x.contractName}>
          <Input
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            data-testid="contract-source-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
