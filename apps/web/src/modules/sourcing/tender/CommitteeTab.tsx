import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Radio, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { localDateTime } from '../inquiry/time.ts';
import {
  type Committee,
  type CommitteeMember,
  memberName,
  type PublicMemberKey,
  shortFingerprint,
  useCommittee,
} from './committee.ts';
import { COMMITTEE_BASE, EDITABLE_STATES, MEMBER_KEY_BASE, USERS_PICK } from './config.ts';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

type Seat = { userId: number; userName: string | null; userFullName: string | null; memberRole: 'CHAIR' | 'MEMBER' };
type UserOption = { userId: number; userName: string; userFullName: string | null };

const sameSeats = (a: Seat[], b: Seat[]) =>
  a.length === b.length && a.every((s, i) => s.userId === b[i].userId && s.memberRole === b[i].memberRole);

/**
 * The tender's opening committee: n internal users (one may chair), of whom k — the tender's "members
 * needed to open", set on its details — open the bids together after the opening time. While a draft the
 * buyer picks them; each must have made a committee key (Bid opening → My committee key), shown by its
 * fingerprint so a member can check the tender was sealed to its key. A change drops the seal; Submit
 * seals it again.
 */
export function CommitteeTab({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const tenderId = doc.tenderId as number;
  const status = String(doc.status);
  const editable = EDITABLE_STATES.has(status) && ((doc._actions as string[] | undefined) ?? []).includes('edit');
  const committee = useCommittee(tenderId);
  const data = committee.data;
  const k = Number(data?.openingThreshold ?? doc.openingThreshold ?? 2);
  const n = data?.members.length ?? 0;

  return (
    <div data-testid="tender-committee">
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }} bordered>
        <Descriptions.Item label={t('sourcing.tender.committee.threshold')}>
          <span data-testid="tender-committee-threshold">{t('sourcing.tender.committee.kOfN', { k, n })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('sourcing.tender.committee.seal')}>
          {data?.sealed ? (
            <Tooltip title={data.eventKeyFingerprint}>
              <Tag color="green" data-testid="tender-committee-sealed" data-sealed="true">
                {t('sourcing.tender.committee.sealedAt', { at: localDateTime(data.sealedDate) })}
              </Tag>
            </Tooltip>
          ) : (
            <Tag data-testid="tender-committee-sealed" data-sealed="false">
              {t('sourcing.tender.committee.notSealed')}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('sourcing.tender.committee.eventKey')}>
          {data?.eventKeyFingerprint ? (
            <Typography.Text code>{shortFingerprint(data.eventKeyFingerprint)}</Typography.Text>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
      {committee.isError && <Alert type="error" showIcon title={errorText(committee.error)} />}
      {editable ? (
        data && <CommitteeEditor doc={doc} committee={data} />
      ) : (
        <MemberTable members={data?.members ?? []} loading={committee.isLoading} sealed={!!data?.sealed} />
      )}
    </div>
  );
}

/** The stored committee, as every reader sees it: role, key, the key its share was sealed to, the share given. */
function MemberTable({ members, loading, sealed }: { members: CommitteeMember[]; loading: boolean; sealed: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<CommitteeMember>
      size="small"
      rowKey="userId"
      loading={loading}
      dataSource={members}
      pagination={false}
      locale={{ emptyText: t('sourcing.tender.committee.none') }}
      columns={[
        { key: 'name', title: t('sourcing.tender.committee.member'), render: (_, m) => memberName(m) },
        {
          key: 'role',
          title: t('sourcing.tender.committee.role'),
          width: 100,
          render: (_, m) =>
            m.memberRole === 'CHAIR' ? (
              <Tag color="gold">{t('sourcing.tender.committee.CHAIR')}</Tag>
            ) : (
              t('sourcing.tender.committee.MEMBER')
            ),
        },
        {
          key: 'key',
          title: t('sourcing.tender.committee.key'),
          width: 220,
          render: (_, m) => <KeyState hasKey={m.hasKey} fingerprint={m.keyFingerprint} userId={m.userId} />,
        },
        ...(sealed
          ? [
              {
                key: 'sealedTo',
                title: t('sourcing.tender.committee.sealedTo'),
                width: 240,
                render: (_: unknown, m: CommitteeMember) =>
                  m.keyCurrent ? (
                    <Tooltip title={m.sealedFingerprint}>
                      <Typography.Text type="success" data-testid={`tender-member-sealed-${m.userId}`}>
                        {t('sourcing.tender.committee.sealedToKey', {
                          fingerprint: shortFingerprint(m.sealedFingerprint),
                        })}
                      </Typography.Text>
                    </Tooltip>
                  ) : (
                    <Typography.Text type="danger" data-testid={`tender-member-sealed-${m.userId}`}>
                      {t('sourcing.tender.committee.keyReplaced')}
                    </Typography.Text>
                  ),
              },
              {
                key: 'given',
                title: t('sourcing.tender.committee.share'),
                width: 170,
                render: (_: unknown, m: CommitteeMember) =>
                  m.shareGiven ? (
                    <Tag color="green">
                      {t('sourcing.tender.committee.givenAt', { at: localDateTime(m.shareSubmittedAt) })}
                    </Tag>
                  ) : (
                    <Tag>{t('sourcing.tender.committee.notGiven')}</Tag>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Whether a person has a committee key: its fingerprint, or in red that it has none yet. */
function KeyState({ hasKey, fingerprint, userId }: { hasKey: boolean; fingerprint: string | null; userId: number }) {
  const { t } = useTranslation();
  return hasKey ? (
    <Tooltip title={fingerprint}>
      <Typography.Text code data-testid={`tender-member-key-${userId}`} data-has-key="true">
        {shortFingerprint(fingerprint)}
      </Typography.Text>
    </Tooltip>
  ) : (
    <Tooltip title={t('sourcing.tender.committee.noKeyHint')}>
      <Tag color="red" data-testid={`tender-member-key-${userId}`} data-has-key="false">
        {t('sourcing.tender.committee.noKey')}
      </Tag>
    </Tooltip>
  );
}

/** The committee of a draft: add people, choose the chair, remove, save (which drops the seal). */
function CommitteeEditor({ doc, committee }: { doc: Row; committee: Committee }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const stored = useMemo<Seat[]>(
    () =>
      committee.members.map((m) => ({
        userId: m.userId,
        userName: m.userName,
        userFullName: m.userFullName,
        memberRole: m.memberRole,
      })),
    [committee.members],
  );
  const [seats, setSeats] = useState<Seat[]>(stored);
  // The stored committee changed (saved here or elsewhere): the editor starts from it again.
  useEffect(() => setSeats(stored), [stored]);
  const [keyword, setKeyword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const changed = !sameSeats(seats, stored);
  const k = Number(committee.openingThreshold);

  const people = useQuery({
    queryKey: ['tenderCommitteePeople', keyword],
    queryFn: () =>
      post<UserOption[]>(USERS_PICK, { searchParams: { keyword: keyword || undefined }, pageIndex: 1, pageRows: 30 }),
  });
  const ids = seats.map((s) => s.userId);
  const keys = useQuery({
    queryKey: tenderKey(tenderId, 'memberKeys', ids),
    queryFn: () => post<PublicMemberKey[]>(`${MEMBER_KEY_BASE}/publicKeys`, { userIds: ids }),
    enabled: ids.length > 0,
  });
  const keyOf = new Map((keys.data ?? []).map((key) => [key.userId, key.fingerprint]));
  // Members just added without a key (the stored ones are named above the tabs already).
  const withoutKey = seats.filter(
    (s) => keys.isSuccess && !keyOf.has(s.userId) && !stored.some((x) => x.userId === s.userId),
  );

  const add = (user: UserOption) => {
    if (seats.some((s) => s.userId === user.userId)) return;
    setSeats([...seats, { ...user, memberRole: seats.length === 0 ? 'CHAIR' : 'MEMBER' }]);
    setErrors([]);
  };

  const save = async () => {
    setErrors([]);
    setSaving(true);
    try {
      const answer = await post<Committee>(`${COMMITTEE_BASE}/save`, {
        tenderId,
        version: doc.version,
        members: seats.map((s) => ({ userId: s.userId, memberRole: s.memberRole })),
      });
      queryClient.setQueryData(tenderKey(tenderId, 'committee'), answer);
      refresh(tenderId);
      message.success(t('sourcing.tender.committee.saved', { n: answer.members.length }));
    } catch (e) {
      const fields = fieldErrorsOf(e).map((f) => f.message);
      setErrors(fields.length > 0 ? fields : [errorText(e)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={null as unknown as number}
          placeholder={t('sourcing.tender.committee.addPlaceholder')}
          style={{ width: 320 }}
          loading={people.isFetching}
          notFoundContent={people.isError ? errorText(people.error) : t('document.noMatch')}
          options={(people.data ?? []).map((u) => ({
            value: u.userId,
            label: memberName(u),
            disabled: ids.includes(u.userId),
          }))}
          onChange={(id) => {
            const user = people.data?.find((u) => u.userId === id);
            if (user) add(user);
          }}
          data-testid="tender-committee-add"
        />
        <Typography.Text type="secondary">
          {t('sourcing.tender.committee.editHint', { k, min: Math.max(2, k) })}
        </Typography.Text>
      </Space>
      {committee.sealed && changed && (
        <Alert
          type="warning"
          showIcon
          title={t('sourcing.tender.committee.dropsSeal')}
          data-testid="tender-committee-drops-seal"
        />
      )}
      {withoutKey.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="tender-committee-no-keys"
          title={t('sourcing.tender.committee.someNoKey', {
            names: withoutKey.map(memberName).join(t('sourcing.tender.listSeparator')),
          })}
          description={t('sourcing.tender.committee.noKeyHint')}
        />
      )}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="tender-committee-error"
          title={
            errors.length === 1 ? (
              errors[0]
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <Table<Seat>
        size="small"
        rowKey="userId"
        dataSource={seats}
        pagination={false}
        locale={{ emptyText: t('sourcing.tender.committee.none') }}
        data-testid="tender-committee-members"
        columns={[
          { key: 'name', title: t('sourcing.tender.committee.member'), render: (_, s) => memberName(s) },
          {
            key: 'chair',
            title: t('sourcing.tender.committee.CHAIR'),
            width: 80,
            render: (_, s) => (
              <Radio
                checked={s.memberRole === 'CHAIR'}
                onChange={() =>
                  setSeats(seats.map((x) => ({ ...x, memberRole: x.userId === s.userId ? 'CHAIR' : 'MEMBER' })))
                }
                data-testid={`tender-committee-chair-${s.userId}`}
              />
            ),
          },
          {
            key: 'key',
            title: t('sourcing.tender.committee.key'),
            width: 220,
            render: (_, s) =>
              keys.isLoading ? null : (
                <KeyState hasKey={keyOf.has(s.userId)} fingerprint={keyOf.get(s.userId) ?? null} userId={s.userId} />
              ),
          },
          {
            key: 'op',
            title: '',
            width: 70,
            render: (_, s) => (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setSeats(seats.filter((x) => x.userId !== s.userId))}
                data-testid={`tender-committee-remove-${s.userId}`}
              >
                {t('sourcing.inquiry.suppliers.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Space>
        <Button
          type="primary"
          disabled={!changed || seats.length === 0}
          loading={saving}
          onClick={() => void save()}
          data-testid="tender-committee-save"
        >
          {t('sourcing.tender.committee.save')}
        </Button>
        {changed && (
          <Button onClick={() => setSeats(stored)} data-testid="tender-committee-undo">
            {t('sourcing.tender.committee.undo')}
          </Button>
        )}
        <Typography.Text type="secondary" data-testid="tender-committee-count">
          {t('sourcing.tender.committee.kOfN', { k, n: seats.length })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
