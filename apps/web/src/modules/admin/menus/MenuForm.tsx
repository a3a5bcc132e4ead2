import { MENU_TYPE } from '@srm/core/constants/identity';
import {
  App,
  AutoComplete,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  TreeSelect,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { menuIcon } from '../../../app/layout/menuIcons.tsx';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { MENU_API, type MenuRow } from './api.ts';
import { menuName } from './MenuTree.tsx';
import { buildTree, isFolder, type MenuNode, selfAndBelow } from './moves.ts';
import { knownScreens, opensScreen } from './screens.ts';

/** What the form edits: an existing menu, or a new one under a folder (null: at the top). */
export type MenuEdit = { kind: 'edit'; row: MenuRow } | { kind: 'new'; parentId: number | null };

type Values = {
  menuType: string;
  menuParentId: number | null;
  menuCode: string;
  menuName: string;
  menuNameEn?: string;
  htmlUrl?: string;
  parameter?: string;
  imageLink?: string;
  orderNo?: number | null;
  enabledFlag: 'Y' | 'N';
};

type FolderOption = { value: number; title: string; children?: FolderOption[] };
const SCREENS = knownScreens();

/**
 * The selected menu's form (or a new menu's): type, parent folder, code, names, htmlUrl checked
 * against the screens the web app knows, parameter, icon, order, enabled; Save and Delete.
 */
export function MenuForm({
  edit,
  rows,
  canAdd,
  canEdit,
  canDelete,
  onDirty,
  onSaved,
  onDeleted,
}: {
  edit: MenuEdit;
  rows: MenuRow[];
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDirty: (dirty: boolean) => void;
  onSaved: (row: MenuRow) => void;
  onDeleted: (row: MenuRow) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const existing = edit.kind === 'edit' ? edit.row : null;
  const parentRow = edit.kind === 'new' ? rows.find((r) => r.menuId === edit.parentId) : undefined;

  const initialValues = useMemo<Values>(
    () =>
      existing
        ? {
            menuType: existing.menuType,
            menuParentId: existing.menuParentId,
            menuCode: existing.menuCode,
            menuName: existing.menuName,
            menuNameEn: existing.menuNameEn ?? '',
            htmlUrl: existing.htmlUrl ?? '',
            parameter: existing.parameter ?? '',
            imageLink: existing.imageLink ?? '',
            orderNo: existing.orderNo,
            enabledFlag: existing.enabledFlag,
          }
        : {
            menuType: edit.kind === 'new' && edit.parentId != null ? MENU_TYPE.page : MENU_TYPE.folder,
            menuParentId: edit.kind === 'new' ? edit.parentId : null,
            menuCode: '',
            menuName: '',
            orderNo: null,
            enabledFlag: 'Y',
          },
    [existing, edit],
  );

  const menuType = Form.useWatch('menuType', form) ?? initialValues.menuType;
  const htmlUrl = Form.useWatch('htmlUrl', form) ?? initialValues.htmlUrl;
  const imageLink = Form.useWatch('imageLink', form) ?? initialValues.imageLink;
  const [urlInput, setUrlInput] = useState('');
  const page = menuType === MENU_TYPE.page;
  const unknownUrl = page && !!htmlUrl?.trim() && !opensScreen(htmlUrl);

  // The folders a menu may sit under: not itself nor any menu below it.
  const parentTree = useMemo(() => {
    const excluded = existing ? selfAndBelow(rows, existing.menuId) : new Set<number>();
    const toNode = (node: MenuNode): FolderOption | null => {
      if (!isFolder(node.menu) || excluded.has(node.menu.menuId)) return null;
      const children = node.children.map(toNode).filter((n): n is FolderOption => n !== null);
      return {
        value: node.menu.menuId,
        title: menuName(node.menu, lang),
        children: children.length ? children : undefined,
      };
    };
    return buildTree(rows)
      .map(toNode)
      .filter((n): n is FolderOption => n !== null);
  }, [rows, existing, lang]);

  const urlOptions = useMemo(() => {
    const q = urlInput.trim().toLowerCase();
    return SCREENS.filter((s) => !q || s.toLowerCase().includes(q)).map((value) => ({ value }));
  }, [urlInput]);

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminCommon.required', { field }) },
  ];
  const allowed = existing ? canEdit : canAdd;

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await post<MenuRow>(MENU_API.save, {
        menuId: existing?.menuId,
        version: existing?.version,
        menuType: values.menuType,
        menuParentId: values.menuParentId ?? undefined,
        menuCode: values.menuCode,
        menuName: values.menuName,
        menuNameEn: values.menuNameEn?.trim() || undefined,
        htmlUrl: values.menuType === MENU_TYPE.page ? values.htmlUrl?.trim() || undefined : undefined,
        parameter: values.parameter?.trim() || undefined,
        imageLink: values.imageLink?.trim() || undefined,
        orderNo: values.orderNo ?? undefined,
        systemCode: existing?.systemCode,
        enabledFlag: values.enabledFlag,
      });
      message.success(t('adminCommon.saved'));
      onDirty(false);
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const known = fields.filter((f) => f.field in initialValues || f.field === 'menuNameEn' || f.field === 'htmlUrl');
      if (known.length) form.setFields(known.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!existing) return;
    try {
      await post(MENU_API.remove, { menuId: existing.menuId });
      message.success(t('adminCommon.deleted'));
      onDeleted(existing);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const title = existing
    ? `${menuName(existing, lang)} · ${existing.menuCode}`
    : parentRow
      ? t('adminMenu.addChildOf', { name: menuName(parentRow, lang) })
      : t('adminMenu.addTopTitle');

  return (
    <Card
      size="small"
      title={title}
      data-testid="menu-form-card"
      extra={
        <div style={{ display: 'flex', gap: 8 }}>
          {existing && canDelete && (
            <Popconfirm
              title={t('adminMenu.deleteConfirm', { name: menuName(existing, lang) })}
              okText={t('adminCommon.delete')}
              okButtonProps={{ danger: true, 'data-testid': 'menu-delete-ok' } as never}
              cancelText={t('app.cancel')}
              onConfirm={remove}
            >
              <Button danger data-testid="menu-delete">
                {t('adminCommon.delete')}
              </Button>
            </Popconfirm>
          )}
          {allowed && (
            <Button type="primary" loading={saving} onClick={save} data-testid="menu-save">
              {t('adminCommon.save')}
            </Button>
          )}
        </div>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={!allowed}
        onValuesChange={() => onDirty(true)}
        data-testid="menu-form"
      >
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="menuType" label={t('adminMenu.type')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: MENU_TYPE.folder, label: t('adminMenu.folder') },
                  { value: MENU_TYPE.page, label: t('adminMenu.page') },
                ]}
                data-testid="menu-form-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="menuParentId" label={t('adminMenu.parent')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={t('adminMenu.topLevel')}
                treeData={parentTree}
                data-testid="menu-form-parent"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="menuCode" label={t('adminMenu.code')} rules={required(t('adminMenu.code'))}>
              <Input maxLength={64} data-testid="menu-form-code" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="orderNo" label={t('adminMenu.orderNo')}>
              <InputNumber
                min={0}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
                data-testid="menu-form-order"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="menuName" label={t('adminMenu.nameCn')} rules={required(t('adminMenu.nameCn'))}>
              <Input maxLength={128} data-testid="menu-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="menuNameEn" label={t('adminMenu.nameEn')}>
              <Input maxLength={128} data-testid="menu-form-name-en" />
            </Form.Item>
          </Col>
          {page && (
            <Col span={24}>
              <Form.Item
                name="htmlUrl"
                label={t('adminMenu.htmlUrl')}
                rules={required(t('adminMenu.htmlUrl'))}
                validateStatus={unknownUrl ? 'warning' : undefined}
                help={
                  unknownUrl ? (
                    <span data-testid="menu-url-warning">
                      {t('adminMenu.htmlUrlUnknown', { url: htmlUrl?.trim() })}
                    </span>
                  ) : undefined
                }
              >
                <AutoComplete
                  allowClear
                  options={urlOptions}
                  onSearch={setUrlInput}
                  placeholder={t('adminMenu.htmlUrlPlaceholder')}
                  data-testid="menu-form-url"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} lg={12}>
            <Form.Item name="parameter" label={t('adminMenu.parameter')}>
              <Input
                maxLength={512}
                placeholder={t('adminMenu.parameterPlaceholder')}
                data-testid="menu-form-parameter"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="imageLink" label={t('adminMenu.icon')}>
              <Input
                maxLength={128}
                placeholder={t('adminMenu.iconPlaceholder')}
                suffix={menuIcon(imageLink?.trim() || null, !page)}
                data-testid="menu-form-icon"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="enabledFlag" style={{ marginBottom: 0 }}>
              <YNCheckbox data-testid="menu-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
