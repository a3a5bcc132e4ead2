import { Empty, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNEE_TYPES } from './api.ts';
import type { BpmnElement, BpmnFactory, Modeling } from './bpmn.ts';

export type DesignerServices = { modeling: Modeling; bpmnFactory: BpmnFactory };

type Values = {
  name: string;
  nameEn: string;
  assigneeType: string;
  assignee: string;
  countersign: string;
  condition: string;
};

function read(element: BpmnElement): Values {
  const bo = element.businessObject;
  return {
    name: bo.name ?? '',
    nameEn: String(bo.get('srm:nameEn') ?? ''),
    assigneeType: String(bo.get('srm:assigneeType') ?? ''),
    assignee: String(bo.get('srm:assignee') ?? ''),
    countersign: bo.get('loopCharacteristics') ? String(bo.get('srm:countersign') ?? 'ALL') : '',
    condition: bo.conditionExpression?.body ?? '',
  };
}

/**
 * The side form of the designer: for a selected user task its approvers (srm:assigneeType,
 * srm:assignee) and countersign (a parallel multi-instance with srm:countersign ALL/ANY); for a
 * sequence flow its condition. Every change goes through the modeling API, so undo works.
 */
export function PropertiesPanel({
  element,
  services,
  revision,
}: {
  element: BpmnElement | null;
  services: DesignerServices | null;
  revision: number;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision re-reads the element after each command
  useEffect(() => setValues(element ? read(element) : null), [element, revision]);

  if (!element || !services || !values) return <Empty description={t('bpm.selectHint')} />;
  const isTask = element.type === 'bpmn:UserTask';
  const isFlow = element.type === 'bpmn:SequenceFlow';
  if (!isTask && !isFlow) return <Empty description={t('bpm.selectHint')} />;

  const update = (properties: Record<string, unknown>) => services.modeling.updateProperties(element, properties);
  const setCountersign = (mode: string) => {
    setValues({ ...values, countersign: mode });
    if (!mode) update({ loopCharacteristics: undefined, 'srm:countersign': undefined });
    else
      update({
        loopCharacteristics:
          element.businessObject.get('loopCharacteristics') ??
          services.bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: false }),
        'srm:countersign': mode,
      });
  };
  const setCondition = (body: string) =>
    update({
      conditionExpression: body.trim()
        ? services.bpmnFactory.create('bpmn:FormalExpression', { body: body.trim() })
        : undefined,
    });

  return (
    <Form layout="vertical" size="small" data-testid="designer-properties">
      <Typography.Text type="secondary">
        {isTask ? t('bpm.userTask') : t('bpm.sequenceFlow')} · {element.id}
      </Typography.Text>
      <Form.Item label={t('bpm.elementName')} style={{ marginTop: 8 }}>
        <Input
          value={values.name}
          data-testid="prop-name"
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          onBlur={() => update({ name: values.name || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('bpm.elementNameEn')} extra={t('bpm.elementNameEnHelp')}>
        <Input
          value={values.nameEn}
          data-testid="prop-name-en"
          onChange={(e) => setValues({ ...values, nameEn: e.target.value })}
          onBlur={() => update({ 'srm:nameEn': values.nameEn.trim() || undefined })}
        />
      </Form.Item>
      {isTask && (
        <>
          <Form.Item label={t('bpm.assigneeType')}>
            <Select
              value={values.assigneeType || undefined}
              data-testid="prop-assignee-type"
              onChange={(v: string) => {
                setValues({ ...values, assigneeType: v });
                update({ 'srm:assigneeType': v });
              }}
              options={ASSIGNEE_TYPES.map((type) => ({ value: type, label: t(`bpm.type${type as 'PERSON'}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('bpm.assignee')} extra={t('bpm.assigneeHelp')}>
            <Input
              value={values.assignee}
              data-testid="prop-assignee"
              onChange={(e) => setValues({ ...values, assignee: e.target.value })}
              onBlur={() => update({ 'srm:assignee': values.assignee.trim() || undefined })}
            />
          </Form.Item>
          <Form.Item label={t('bpm.countersign')}>
            <Select
              value={values.countersign}
              data-testid="prop-countersign"
              onChange={setCountersign}
              options={[
                { value: '', label: t('bpm.countersignNone') },
                { value: 'ALL', label: t('bpm.countersignALL') },
                { value: 'ANY', label: t('bpm.countersignANY') },
              ]}
            />
          </Form.Item>
        </>
      )}
      {isFlow && (
        <Form.Item label={t('bpm.condition')} extra={t('bpm.conditionHelp')}>
          <Input.TextArea
            rows={3}
            value={values.condition}
            data-testid="prop-condition"
            onChange={(e) => setValues({ ...values, condition: e.target.value })}
            onBlur={() => setCondition(values.condition)}
          />
        </Form.Item>
      )}
    </Form>
  );
}
