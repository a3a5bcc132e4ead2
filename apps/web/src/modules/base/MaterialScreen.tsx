import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { ENTITY, type MasterRow } from './api.ts';
import { CategoryTreeSelect } from './CategoryTreeSelect.tsx';

type MaterialRow = MasterRow & {
  materialId: number;
  materialCode: string;
  materialName: string;
  materialNameEn: string | null;
  specification: string | null;
  unitCode: string;
  categoryId: number | null;
  categoryTitle: string | null;
};
type MaterialValues = Omit<MaterialRow, 'materialId' | 'version' | 'categoryTitle' | 'title'>;

/** Base data → Materials (htmlUrl baseMaterialList): code, names, specification, unit, category, status. */
export default function MaterialScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<MaterialRow>[]>(
    () => [
      { key: 'materialCode', title: t('baseData.material.code'), width: 150, fixedStyle: 'left' },
      { key: 'materialName', title: t('baseData.material.name'), width: 180 },
      { key: 'materialNameEn', title: t('baseData.nameEn'), width: 180 },
      { key: 'specification', title: t('baseData.material.spec'), width: 160 },
      { key: 'unitCode', title: t('baseData.material.unit'), width: 90, editType: 'select', typeCode: 'BASE_UOM' },
      { key: 'categoryTitle', title: t('baseData.material.category'), width: 150 },
    ],
    [t],
  );
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminCommon.required', { field }) },
  ];
  return (
    <MasterScreen<MaterialRow, MaterialValues>
      testId="material"
      entity={ENTITY.material}
      listAction="listForAdmin"
      idKey="materialId"
      title={t('baseData.material.title')}
      columns={columns}
      importWhat={t('baseData.material.title')}
      filters={
        <Form.Item name="unitCode" label={t('baseData.material.unit')}>
          <LookupSelect typeCode="BASE_UOM" style={{ width: 110 }} data-testid="material-filter-unit" />
        </Form.Item>
      }
      formTitle={(row) =>
        row ? t('baseData.material.editTitle', { code: row.materialCode }) : t('baseData.material.addTitle')
      }
      initialValues={(row) =>
        row
          ? {
              materialCode: row.materialCode,
              materialName: row.materialName,
              materialNameEn: row.materialNameEn,
              specification: row.specification,
              unitCode: row.unitCode,
              categoryId: row.categoryId,
              enabledFlag: row.enabledFlag,
            }
          : { enabledFlag: 'Y' }
      }
      form={() => (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item
            name="materialCode"
            label={t('baseData.material.code')}
            rules={required(t('baseData.material.code'))}
          >
            <Input maxLength={64} data-testid="material-form-code" />
          </Form.Item>
          <Form.Item
            name="materialName"
            label={t('baseData.material.name')}
            rules={required(t('baseData.material.name'))}
          >
            <Input maxLength={240} data-testid="material-form-name" />
          </Form.Item>
          <Form.Item name="materialNameEn" label={t('baseData.nameEn')}>
            <Input maxLength={240} data-testid="material-form-name-en" />
          </Form.Item>
          <Form.Item name="specification" label={t('baseData.material.spec')}>
            <Input maxLength={240} data-testid="material-form-spec" />
          </Form.Item>
          <Form.Item name="unitCode" label={t('baseData.material.unit')} rules={required(t('baseData.material.unit'))}>
            <LookupSelect typeCode="BASE_UOM" data-testid="material-form-unit" />
          </Form.Item>
          <Form.Item name="categoryId" label={t('baseData.material.category')}>
            <CategoryTreeSelect testId="material-form-category" />
          </Form.Item>
        </div>
      )}
    />
  );
}
