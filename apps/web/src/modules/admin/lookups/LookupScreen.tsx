import { Card, Empty, Splitter } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupTypeRow } from './api.ts';
import { LookupTypePanel, type LookupTypePanelHandle } from './LookupTypePanel.tsx';
import { LookupValuePanel } from './LookupValuePanel.tsx';

/**
 * Administration → Lookups (htmlUrl `lookup`, `lookuptype`; menu SYS_LOOKUP): the lookup types at the
 * left, the values of the chosen type at the right.
 */
export default function LookupScreen() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<LookupTypeRow | null>(null);
  const types = useRef<LookupTypePanelHandle>(null);
  const select = useCallback((type: LookupTypeRow | null) => setSelected(type), []);
  // A value added, imported or deleted changes the type's value count on the left.
  const valuesChanged = useCallback(() => types.current?.reload(), []);

  return (
    <Card size="small" data-testid="screen-lookup" styles={{ body: { padding: 12 } }}>
      <Splitter>
        <Splitter.Panel defaultSize="42%" min="28%" max="65%" style={{ paddingRight: 12 }}>
          <LookupTypePanel ref={types} selected={selected} onSelect={select} />
        </Splitter.Panel>
        <Splitter.Panel style={{ paddingLeft: 12 }}>
          {selected ? (
            <LookupValuePanel key={selected.lookupTypeId} type={selected} onChanged={valuesChanged} />
          ) : (
            <Empty
              style={{ marginTop: 120 }}
              description={t('adminLookup.chooseType')}
              data-testid="lookup-values-empty"
            />
          )}
        </Splitter.Panel>
      </Splitter>
    </Card>
  );
}
