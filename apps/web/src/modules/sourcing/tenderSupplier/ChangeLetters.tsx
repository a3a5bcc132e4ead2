import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Attachments } from '../../../components/Attachments/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import type { ChangeLetter } from './config.ts';

const seenKey = (userId: unknown, tenderId: number) => `SRM_tenderLetters.${String(userId ?? 'anonymous')}.${tenderId}`;

function readSeen(userId: unknown, tenderId: number): Set<number> {
  try {
    return new Set(JSON.parse(localStorage.getItem(seenKey(userId, tenderId)) ?? '[]') as number[]);
  } catch {
    return new Set();
  }
}

/**
 * Which letters this user has not seen before in this browser (marked "new" while the page stays open);
 * every letter shown counts as seen from the next visit on. A letter arriving while the page is open (the
 * buyer moved the deadline) is new too.
 */
export function useNewLetters(userId: unknown, tenderId: number, letters: ChangeLetter[] | undefined): Set<number> {
  const [seenBefore] = useState(() => readSeen(userId, tenderId));
  useEffect(() => {
    if (!letters || letters.length === 0) return;
    const seen = readSeen(userId, tenderId);
    for (const l of letters) seen.add(l.changeId);
    try {
      localStorage.setItem(seenKey(userId, tenderId), JSON.stringify([...seen]));
    } catch {
      // storage unavailable: every letter stays new
    }
  }, [userId, tenderId, letters]);
  return new Set((letters ?? []).filter((l) => !seenBefore.has(l.changeId)).map((l) => l.changeId));
}

/**
 * The change letters (变更函/补遗) of a tender, newest first, the ones this user has not seen marked new:
 * their text, files, and the deadline or opening time each one moved (from → to).
 */
export function ChangeLetters({ letters, fresh }: { letters: ChangeLetter[]; fresh: Set<number> }) {
  const { t } = useTranslation();
  if (letters.length === 0) {
    return <Empty description={t('sourcing.tenderSupplier.changes.none')} data-testid="supplier-tender-changes-none" />;
  }
  const newestFirst = [...letters].sort((a, b) => b.letterNumber - a.letterNumber);
  return (
    <List<ChangeLetter>
      dataSource={newestFirst}
      data-testid="supplier-tender-changes"
      renderItem={(l) => (
        <List.Item key={l.changeId} data-testid={`supplier-tender-change-${l.letterNumber}`}>
          <Card
            size="small"
            style={{ width: '100%' }}
            title={
              <Space wrap>
                {t('sourcing.tenderSupplier.changes.letter', { n: l.letterNumber, title: l.title })}
                {fresh.has(l.changeId) && (
                  <Tag color="red" data-testid={`supplier-tender-change-new-${l.letterNumber}`}>
                    {t('sourcing.tenderSupplier.changes.new')}
                  </Tag>
                )}
              </Space>
            }
            extra={
              <Typography.Text type="secondary">
                {t('sourcing.tenderSupplier.changes.issuedAt', { at: localDateTime(l.issuedAt) })}
              </Typography.Text>
            }
          >
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{l.content}</Typography.Paragraph>
            {l.newBidDeadline && (
              <Typography.Paragraph strong data-testid={`supplier-tender-change-deadline-${l.letterNumber}`}>
                {t('sourcing.tenderSupplier.changes.bidDeadline', {
                  from: localDateTime(l.oldBidDeadline),
                  to: localDateTime(l.newBidDeadline),
                })}
              </Typography.Paragraph>
            )}
            {l.newOpeningTime && (
              <Typography.Paragraph strong>
                {t('sourcing.tenderSupplier.changes.openingTime', {
                  from: localDateTime(l.oldOpeningTime),
                  to: localDateTime(l.newOpeningTime),
                })}
              </Typography.Paragraph>
            )}
            {l.fileIds ? <Attachments ids={l.fileIds} readOnly checkPermission={false} /> : null}
          </Card>
        </List.Item>
      )}
    />
  );
}
