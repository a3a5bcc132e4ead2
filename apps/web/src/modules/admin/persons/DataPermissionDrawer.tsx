import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Flex, Segmented, Select, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { LEVEL_API, type LevelRow, POSITION_API, type PositionRow, usePickList } from '../org/api.ts';
import { ALLOT_API, type AllotRow, type Holder, type PersonRow } from './api.ts';
import { PermitAuditTable } from './PermitAuditTable.tsx';
import { PermitPanel } from './PermitPanel.tsx';
import { UserScopeView } from './UserScopeView.tsx';

type HolderKind = 'POSITION' | 'POSITION_LEVEL';

/**
 * The data permissions of a person: the permits of the person's user, those of positions and levels
 * (the person's own first), the user's effective scope, and the change history.
 */
export function DataPermissionDrawer({ person, onClose }: { person: PersonRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [auditVersion, setAuditVersion] = useState(0);
  const [kind, setKind] = useState<HolderKind>('POSITION');
  const [chosen, setChosen] = useState<number | null>(null);

  const allots = useQuery({
    queryKey: ['adminPerson', 'allots', person.personId],
    queryFn: () =>
      post<AllotRow[]>(ALLOT_API.list, {
        searchParams: { personId: person.personId, currentOnly: 'Y' },
        pageIndex: 1,
        pageRows: 500,
      }),
  });
  const positions = usePickList<PositionRow>(POSITION_API.list, 'positions', { enabledFlag: 'Y' });
  const levels = usePickList<LevelRow>(LEVEL_API.list, 'levels', { enabledFlag: 'Y' });

  const heldPositions = useMemo(() => new Set((allots.data ?? []).map((a) => a.positionId)), [allots.data]);
  const heldLevels = useMemo(
    () =>
      new Set(
        (positions.data ?? [])
          .filter((p) => heldPositions.has(p.positionId) && p.positionLevelId != null)
          .map((p) => p.positionLevelId as number),
      ),
    [positions.data, heldPositions],
  );
  const held = t('adminPerson.held');
  const positionHolders = useMemo<Holder[]>(
    () =>
      (positions.data ?? [])
        .map((p) => ({
          targetType: 'POSITION' as const,
          targetId: p.positionId,
          label: `${p.title} (${p.positionCode})${heldPositions.has(p.positionId) ? ` · ${held}` : ''}`,
        }))
        .sort((a, b) => Number(heldPositions.has(b.targetId)) - Number(heldPositions.has(a.targetId))),
    [positions.data, heldPositions, held],
  );
  const levelHolders = useMemo<Holder[]>(
    () =>
      (levels.data ?? [])
        .map((l) => ({
          targetType: 'POSITION_LEVEL' as const,
          targetId: l.positionLevelId,
          label: `${l.title} (${l.levelCode})${heldLevels.has(l.positionLevelId) ? ` · ${held}` : ''}`,
        }))
        .sort((a, b) => Number(heldLevels.has(b.targetId)) - Number(heldLevels.has(a.targetId))),
    [levels.data, heldLevels, held],
  );
  const options = kind === 'POSITION' ? positionHolders : levelHolders;
  const holder = options.find((h) => h.targetId === chosen) ?? options[0] ?? null;

  const userHolder = useMemo<Holder | null>(
    () =>
      person.userId
        ? {
            targetType: 'USER',
            targetId: person.userId,
            label: `${t('adminPerson.targetName.USER')} ${person.userName} · ${person.title}`,
          }
        : null,
    [person, t],
  );
  const auditHolders = useMemo<Holder[]>(
    () => [
      ...(userHolder ? [userHolder] : []),
      ...positionHolders
        .filter((h) => heldPositions.has(h.targetId))
        .map((h) => ({ ...h, label: `${t('adminPerson.targetName.POSITION')} ${h.label}` })),
      ...levelHolders
        .filter((h) => heldLevels.has(h.targetId))
        .map((h) => ({ ...h, label: `${t('adminPerson.targetName.POSITION_LEVEL')} ${h.label}` })),
    ],
    [userHolder, positionHolders, levelHolders, heldPositions, heldLevels, t],
  );

  // A grant or revoke changes the effective scope and the history: refresh both.
  const changed = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['adminPerson'] });
    setAuditVersion((v) => v + 1);
  }, [client]);

  const noUser = <Empty description={t('adminPerson.noUser')} />;
  const title = `${t('adminPerson.permTitle', { name: `${person.title} (${person.employeeNumber})` })}${
    person.userName ? ` · ${t('adminPerson.permUser', { user: person.userName })}` : ''
  }`;
  return (
    <Drawer open size={1000} title={title} onClose={onClose} destroyOnHidden data-testid="permit-drawer">
      <Tabs
        items={[
          {
            key: 'user',
            label: <span data-testid="permit-tab-user">{t('adminPerson.tabUser')}</span>,
            children: userHolder ? (
              <Flex vertical gap={12}>
                <Alert type="info" showIcon title={t('adminPerson.userPermitHelp')} />
                <PermitPanel holder={userHolder} onChanged={changed} testId="permit-panel-user" />
              </Flex>
            ) : (
              noUser
            ),
          },
          {
            key: 'holder',
            label: <span data-testid="permit-tab-holder">{t('adminPerson.tabHolder')}</span>,
            children: (
              <Flex vertical gap={12}>
                <Alert type="info" showIcon title={t('adminPerson.holderPermitHelp')} />
                <Flex gap={12} align="center" wrap>
                  <Typography.Text>{t('adminPerson.holderType')}</Typography.Text>
                  <Segmented
                    value={kind}
                    onChange={(v) => {
                      setKind(v as HolderKind);
                      setChosen(null);
                    }}
                    options={[
                      { value: 'POSITION', label: t('adminPerson.holderPosition') },
                      { value: 'POSITION_LEVEL', label: t('adminPerson.holderLevel') },
                    ]}
                    data-testid="permit-holder-kind"
                  />
                  <Select
                    style={{ width: 360 }}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('adminPerson.chooseHolder')}
                    value={holder?.targetId}
                    onChange={setChosen}
                    options={options.map((h) => ({ value: h.targetId, label: h.label }))}
                    data-testid="permit-holder"
                  />
                </Flex>
                {holder ? (
                  <PermitPanel
                    key={`${holder.targetType}:${holder.targetId}`}
                    holder={holder}
                    onChanged={changed}
                    testId="permit-panel-holder"
                  />
                ) : (
                  <Empty description={t('adminPerson.chooseHolder')} />
                )}
              </Flex>
            ),
          },
          {
            key: 'scope',
            label: <span data-testid="permit-tab-scope">{t('adminPerson.tabScope')}</span>,
            children: person.userId ? <UserScopeView userId={person.userId} /> : noUser,
          },
          {
            key: 'audit',
            label: <span data-testid="permit-tab-audit">{t('adminPerson.tabAudit')}</span>,
            children: auditHolders.length > 0 ? <PermitAuditTable key={auditVersion} holders={auditHolders} /> : noUser,
          },
        ]}
      />
    </Drawer>
  );
}
