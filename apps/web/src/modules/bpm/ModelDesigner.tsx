import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Tag } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../app/api/client.ts';
import { API, MINIMAL_BPMN, type Model, srmModdleDescriptor } from './api.ts';
import './bpmn.ts';
import type { BpmnElement, BpmnFactory, Canvas, Modeling } from './bpmn.ts';
import { useCategories } from './CategoryPanel.tsx';
import { type DesignerServices, PropertiesPanel } from './PropertiesPanel.tsx';

type Header = {
  modelKey: string;
  modelName: string;
  categoryId?: number | null;
  billType: string;
  orgId?: number | null;
  description?: string;
};

/** The designer of one process model: its header fields, the bpmn-js modeler and the side form. */
export function ModelDesigner({
  modelId,
  categoryId,
  onBack,
}: {
  modelId?: number;
  categoryId: number | null;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Header>();
  const box = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | null>(null);
  const [model, setModel] = useState<Model | null>(null);
  const [selected, setSelected] = useState<BpmnElement | null>(null);
  const [services, setServices] = useState<DesignerServices | null>(null);
  const [revision, setRevision] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const categories = useCategories();
  const loaded = useQuery({
    queryKey: ['bpmModel', modelId],
    queryFn: () => post<Model>(API.model, { modelId }),
    enabled: modelId != null,
    gcTime: 0,
  });
  const source = modelId == null ? MINIMAL_BPMN(`Process_${Date.now()}`) : loaded.data?.bpmnXml;

  useEffect(() => {
    if (modelId == null) form.setFieldsValue({ categoryId });
    else if (loaded.data) {
      setModel(loaded.data);
      form.setFieldsValue({ ...loaded.data, description: loaded.data.description ?? undefined });
    }
  }, [modelId, loaded.data, categoryId, form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the diagram is imported once per model loaded
  useEffect(() => {
    if (!box.current || source == null) return;
    const instance = new Modeler({ container: box.current, moddleExtensions: { srm: srmModdleDescriptor } });
    modeler.current = instance;
    let alive = true;
    instance.on('selection.changed', (event: { newSelection: BpmnElement[] }) =>
      setSelected(event.newSelection.length === 1 ? event.newSelection[0] : null),
    );
    instance.on('commandStack.changed', () => setRevision((r) => r + 1));
    instance
      .importXML(source)
      .then(() => {
        if (!alive) return;
        instance.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        setServices({
          modeling: instance.get<Modeling>('modeling'),
          bpmnFactory: instance.get<BpmnFactory>('bpmnFactory'),
        });
      })
      .catch((error: unknown) => alive && setErrors([errorText(error)]));
    return () => {
      alive = false;
      instance.destroy();
      modeler.current = null;
    };
  }, [source == null, modelId]);

  const save = async () => {
    let header: Header;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    if (!modeler.current) return;
    setSaving(true);
    setErrors([]);
    try {
      const { xml } = await modeler.current.saveXML({ format: true });
      const saved = await post<Model>(API.saveModel, {
        ...header,
        orgId: header.orgId ?? null,
        categoryId: header.categoryId ?? null,
        bpmnXml: xml,
        modelId: model?.modelId,
        version: model?.version,
      });
      setModel(saved);
      message.success(t('bpm.savedVersion', { n: saved.versionNumber }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const diagram = fields.filter((f) => f.field === 'bpmnXml').map((f) => f.message);
      const onForm = fields.filter((f) => f.field !== 'bpmnXml');
      form.setFields(onForm.map((f) => ({ name: f.field as keyof Header, errors: [f.message] })));
      setErrors(diagram.length > 0 ? diagram : onForm.length > 0 ? [] : [errorText(error)]);
      if (fields.length > 0) message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const deploy = async () => {
    if (!model) return;
    try {
      const deployed = await post<Model>(API.deploy, { modelId: model.modelId });
      setModel({ ...model, ...deployed });
      message.success(t('bpm.deployed'));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Card
      size="small"
      title={model ? t('bpm.designerTitle', { name: model.modelName }) : t('bpm.newDesignerTitle')}
      extra={
        <Space>
          {model && (
            <Tag data-testid="designer-status">
              {t('bpm.versionN', { n: model.versionNumber })} · {t(`bpm.model${model.status}`)}
            </Tag>
          )}
          <Button onClick={onBack} data-testid="designer-back">
            {t('bpm.back')}
          </Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="designer-save">
            {t('adminCommon.save')}
          </Button>
          <Popconfirm title={t('bpm.deployConfirm')} onConfirm={deploy} disabled={model?.status !== 'DRAFT'}>
            <Button disabled={model?.status !== 'DRAFT'} data-testid="designer-deploy">
              {t('bpm.deploy')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Form form={form} layout="inline" size="small" style={{ marginBottom: 8, rowGap: 8 }} data-testid="designer-form">
        <Form.Item
          name="modelKey"
          label={t('bpm.modelKey')}
          rules={[{ required: true, message: t('adminCommon.required', { field: t('bpm.modelKey') }) }]}
        >
          <Input style={{ width: 180 }} disabled={model != null} data-testid="designer-key" />
        </Form.Item>
        <Form.Item
          name="modelName"
          label={t('bpm.modelName')}
          rules={[{ required: true, message: t('adminCommon.required', { field: t('bpm.modelName') }) }]}
        >
          <Input style={{ width: 180 }} data-testid="designer-name" />
        </Form.Item>
        <Form.Item
          name="billType"
          label={t('bpm.billType')}
          rules={[{ required: true, message: t('adminCommon.required', { field: t('bpm.billType') }) }]}
        >
          <Input style={{ width: 160 }} data-testid="designer-bill-type" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('bpm.category')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.title }))}
          />
        </Form.Item>
        <Form.Item name="orgId" label={t('bpm.orgId')} tooltip={t('bpm.orgAll')}>
          <InputNumber min={1} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="description" label={t('bpm.description')}>
          <Input style={{ width: 240 }} />
        </Form.Item>
      </Form>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="designer-errors"
          title={t('bpm.saveErrors')}
          description={errors.map((e) => <div key={e}>{e}</div>)}
        />
      )}
      <Row gutter={12} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <div ref={box} className="bpm-diagram bpm-designer" data-testid="designer-canvas" />
        </Col>
        <Col flex="280px">
          <Card size="small" title={t('bpm.properties')} style={{ height: '100%' }}>
            <PropertiesPanel element={selected} services={services} revision={revision} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
