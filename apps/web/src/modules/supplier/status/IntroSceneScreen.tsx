import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';

const BASE = '/api/srmServer/v1/srmSlcIntroSceneRestful';
const FLAGS = ['inspectionFlag', 'sampleTrialFlag', 'batchTrialFlag', 'enabledFlag'] as const;

/**
 * Suppliers → Introduction scenes (htmlUrl 'introductionSceneList'): the master list of the ways a
 * supplier is introduced and the steps each requires (inspection, sample trial, batch trial).
 */
export default function IntroSceneScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm();

  const open = (row?: Row) => {
    const scene = row ?? { inspectionFlag: 'Y', sampleTrialFlag: 'Y', batchTrialFlag: 'Y', enabledFlag: 'Y' };
    form.setFieldsValue({ ...scene, ...Object.fromEntries(FLAGS.map((f) => [f, scene[f] === 'Y'])) });
    setEditing(scene);
  };
  const save = async () => {
    const values = await form.validateFields();
    try {
      await post(`${BASE}/saveOrUpdate`, {
        ...values,
        ...Object.fromEntries(FLAGS.map((f) => [f, values[f] ? 'Y' : 'N'])),
        sceneId: editing?.sceneId,
        version: editing?.version,
      });
      message.success(t('adminCommon.saved'));
      setEditing(null);
      table.current?.reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'sceneCode', title: t('supplierStatus.sceneCode'), width: 150 },
      { key: 'title', title: t('supplierStatus.sceneName'), width: 200 },
      { key: 'description', title: t('supplierStatus.description'), width: 260 },
      ...FLAGS.map((f) => ({ key: f, title: t(`supplierStatus.${f}`), editType: 'checkbox' as const, width: 120 })),
    ],
    [t],
  );
  const rowButtons: RowButton[] = [
    { key: 'edit', label: t('adminCommon.edit'), resourceCode: 'btnEdit', onClick: (row) => open(row as Row) },
  ];

  return (
    <div data-testid="screen-introductionSceneList">
      <DataTable
        ref={table}
        api={`${BASE}/listByPage`}
        columns={columns}
        rowKey="sceneId"
        rowButtons={rowButtons}
        rowButtonsWidth={100}
        toolbarButtons={[
          { key: 'add', label: t('adminCommon.add'), kind: 'save', resourceCode: 'btnAdd', onClick: () => open() },
        ]}
      />
      <Modal
        open={editing != null}
        title={editing?.sceneName as string}
        onCancel={() => setEditing(null)}
        onOk={save}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="sceneCode" label={t('supplierStatus.sceneCode')} rules={[{ required: true }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="sceneName" label={t('supplierStatus.sceneName')} rules={[{ required: true }]}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="sceneNameEn" label={t('supplierStatus.sceneNameEn')}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="description" label={t('supplierStatus.description')}>
            <Input.TextArea maxLength={1000} rows={3} />
          </Form.Item>
          {FLAGS.map((f) => (
            <Form.Item key={f} name={f} valuePropName="checked" style={{ marginBottom: 4 }}>
              <Checkbox>{t(`supplierStatus.${f}`)}</Checkbox>
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </div>
  );
}
