import { Alert, Card, Input, Space, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DistrictCascader, type DistrictNode, useDistricts } from './DistrictCascader.tsx';

type TreeItem = { key: string; title: string; children?: TreeItem[] };

/** Keeps the branches holding a match (names or codes), or everything when the text is empty. */
function filterTree(nodes: DistrictNode[], text: string): TreeItem[] {
  const out: TreeItem[] = [];
  for (const n of nodes) {
    const children = n.children ? filterTree(n.children, text) : [];
    const hit = !text || n.label.includes(text) || n.value.startsWith(text);
    if (hit || children.length) {
      out.push({
        key: n.value,
        title: `${n.label}  ${n.value}`,
        children:
          hit && !text ? (n.children ? filterTree(n.children, '') : undefined) : children.length ? children : undefined,
      });
    }
  }
  return out;
}

/** Base data → Districts (htmlUrl districtList): the read-only tree, a search, and the cascader others use. */
export default function DistrictScreen() {
  const { t } = useTranslation();
  const { tree, index } = useDistricts();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const items = useMemo(() => filterTree(tree, text.trim()), [tree, text]);
  return (
    <Card data-testid="screen-district" size="small" title={t('baseData.district.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('baseData.district.intro')} />
        <Space wrap>
          <Typography.Text>{t('baseData.district.pick')}</Typography.Text>
          <DistrictCascader
            value={picked}
            onChange={setPicked}
            style={{ width: 320 }}
            data-testid="district-cascader"
          />
          {picked ? (
            <Typography.Text data-testid="district-picked">
              {t('baseData.district.picked', { name: index.get(picked)?.fullName ?? picked, code: picked })}
            </Typography.Text>
          ) : null}
        </Space>
        <Space>
          <Input.Search
            allowClear
            placeholder={t('baseData.district.search')}
            onSearch={setText}
            style={{ width: 280 }}
            data-testid="district-search"
          />
          <Typography.Text type="secondary">
            {t('baseData.district.count', { provinces: tree.length, total: index.size })}
          </Typography.Text>
        </Space>
        <Tree<TreeItem>
          treeData={items}
          height={480}
          defaultExpandParent
          expandedKeys={text ? items.flatMap((p) => [p.key, ...(p.children ?? []).map((c) => c.key)]) : undefined}
          data-testid="district-tree"
        />
      </Space>
    </Card>
  );
}
