import { App, Button, Col, Modal, Row, Table, Tag } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { API, type ModelRow } from './api.ts';
import { CategoryPanel } from './CategoryPanel.tsx';
import { ModelDesigner } from './ModelDesigner.tsx';

export const MODEL_STATUS_COLOR = { DRAFT: 'default', DEPLOYED: 'success', RETIRED: 'warning' } as const;

/** Approval → Process models (htmlUrl 'processList'): categories, the models of one, the designer. */
export default function ProcessListScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [designing, setDesigning] = useState<{ modelId?: number } | null>(null);
  const [versionsOf, setVersionsOf] = useState<{ key: string; rows: ModelRow[] } | null>(null);
  const params = useMemo(() => ({ categoryId: categoryId ?? undefined }), [categoryId]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'modelKey', title: t('bpm.modelKey'), width: 200 },
      { key: 'modelName', title: t('bpm.modelName'), width: 180 },
      { key: 'categoryName', title: t('bpm.category'), width: 120 },
      {
        key: 'billType',
        title: t('bpm.billType'),
        width: 150,
        // The bill type's name in the user's language (lookup SYS_TOBEDO), never the raw code.
        editType: 'select',
        typeCode: 'SYS_TOBEDO',
      },
      { key: 'orgName', title: t('bpm.org'), width: 140 },
      { key: 'versionNumber', title: t('bpm.versionNumber'), width: 70 },
      {
        key: 'status',
        title: t('bpm.status'),
        width: 90,
        render: (v: unknown) => <ModelStatus status={v as ModelRow['status']} />,
      },
      { key: 'deployedVersionNumber', title: t('bpm.deployedVersion'), width: 110 },
      { key: 'deployedAt', title: t('bpm.deployedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const deploy = useCallback(
    async (row: ModelRow) => {
      try {
        await post(API.deploy, { modelId: row.modelId });
        message.success(t('bpm.deployed'));
      } catch (error) {
        message.error(errorText(error));
      }
      table.current?.reload();
    },
    [t, message],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'design', label: t('bpm.design'), onClick: (row) => setDesigning({ modelId: (row as ModelRow).modelId }) },
      {
        key: 'versions',
        label: t('bpm.versions'),
        onClick: async (row) => {
          const key = (row as ModelRow).modelKey;
          try {
            setVersionsOf({ key, rows: await post<ModelRow[]>(API.versions, { modelKey: key }) });
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
      {
        key: 'deploy',
        label: t('bpm.deploy'),
        resourceCode: 'btnDeploy',
        confirm: t('bpm.deployConfirm'),
        hidden: (row) => (row as ModelRow).status !== 'DRAFT',
        onClick: (row) => deploy(row as ModelRow),
      },
    ],
    [t, message, deploy],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: 'new', label: t('bpm.newModel'), resourceCode: 'btnAdd', onClick: () => setDesigning({}) }],
    [t],
  );

  if (designing)
    return (
      <div data-testid="screen-processList">
        <ModelDesigner
          modelId={designing.modelId}
          categoryId={categoryId}
          onBack={() => {
            setDesigning(null);
            table.current?.reload();
          }}
        />
      </div>
    );

  return (
    <Row gutter={12} data-testid="screen-processList" wrap={false}>
      <Col flex="240px">
        <CategoryPanel selected={categoryId} onSelect={setCategoryId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <DataTable
          ref={table}
          api={API.models}
          searchParams={params}
          columns={columns}
          rowKey="modelId"
          toolbarButtons={toolbarButtons}
          rowButtons={rowButtons}
          rowButtonsWidth={200}
          title={t('bpm.models')}
        />
      </Col>
      <Modal
        open={versionsOf != null}
        title={`${t('bpm.versions')}: ${versionsOf?.key ?? ''}`}
        onCancel={() => setVersionsOf(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Table<ModelRow>
          size="small"
          rowKey="modelId"
          pagination={false}
          data-testid="model-versions"
          dataSource={versionsOf?.rows ?? []}
          columns={[
            { key: 'v', title: t('bpm.versionNumber'), dataIndex: 'versionNumber', width: 70 },
            {
              key: 's',
              title: t('bpm.status'),
              dataIndex: 'status',
              width: 90,
              render: (v: unknown) => <ModelStatus status={v as ModelRow['status']} />,
            },
            { key: 'd', title: t('bpm.deployedAt'), dataIndex: 'deployedAt', width: 170 },
            { key: 'n', title: t('bpm.modelName'), dataIndex: 'modelName' },
            {
              key: 'a',
              title: t('adminCommon.actions'),
              width: 90,
              render: (_, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setVersionsOf(null);
                    setDesigning({ modelId: row.modelId });
                  }}
                >
                  {t('bpm.design')}
                </Button>
              ),
            },
          ]}
        />
      </Modal>
    </Row>
  );
}

function ModelStatus({ status }: { status: ModelRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={MODEL_STATUS_COLOR[status]}>{t(`bpm.model${status}`)}</Tag>;
}
