import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { sealTender } from '@srm/core/sourcing/sealing';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Alert, type ButtonProps, Modal, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import type { ActionDialogProps } from '../../../components/Document/config.ts';
import { localDateTime } from '../inquiry/time.ts';
import { type Committee, memberName, type PublicMemberKey, useCommittee } from './committee.ts';
import { COMMITTEE_BASE, MEMBER_KEY_BASE, TENDER_BASE } from './config.ts';
import { sealingErrorText } from './sealingText.ts';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

/** The steps of sealing and submitting, in order. */
const STEPS = ['keys', 'seal', 'store', 'submit'] as const;
type Step = (typeof STEPS)[number];

/** A refusal of the browser's own making (a member without a key): shown as it is. */
class SealProblem extends Error {}

/**
 * The tender's Submit (DocumentScreenConfig.actionDialogs): it first seals the tender in this browser —
 * the committee members' public keys fetched, the tender's key pair made, its private key split into one
 * share per member (any k of them open the bids, fewer cannot), each share encrypted to its member, the
 * private key forgotten — and stores the seal, then submits as the declared action does. What will happen
 * is said before anything is done (members without a key stop it there), each step shows as it runs, and
 * a failure names the step.
 */
export function SealSubmitDialog({ doc, run, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const committee = useCommittee(tenderId);
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failedAt, setFailedAt] = useState<Step | null>(null);
  const busy = step != null && failedAt == null;

  const members = committee.data?.members ?? [];
  const k = Number(committee.data?.openingThreshold ?? doc.openingThreshold ?? 2);
  const withoutKey = members.filter((m) => !m.hasKey);
  const tooFew = members.length < Math.max(2, k);
  const blocked = committee.isSuccess && (withoutKey.length > 0 || tooFew);
  // A committee change just made raised the tender's version and the page is reading it again: sealing
  // against the version read before would be refused as changed by someone else, so wait for the reading.
  const reloading = useIsFetching({ queryKey: ['docFind', TENDER_BASE, String(tenderId)] }) > 0 || committee.isFetching;

  /** Seals in the browser and stores the seal; answers the tender as stored then (its version moved on). */
  const prepare = async (current: Row): Promise<Row> => {
    let at: Step = 'keys';
    try {
      setStep('keys');
      const stored = await post<Committee>(`${COMMITTEE_BASE}/listByTender`, { tenderId });
      const userIds = stored.members.map((m) => m.userId);
      const keys = userIds.length ? await post<PublicMemberKey[]>(`${MEMBER_KEY_BASE}/publicKeys`, { userIds }) : [];
      const missing = stored.members.filter((m) => !keys.some((key) => key.userId === m.userId));
      if (missing.length > 0)
        throw new SealProblem(
          t('sourcing.tender.seal.noKey', { names: missing.map(memberName).join(t('sourcing.tender.listSeparator')) }),
        );
      at = 'seal';
      setStep('seal');
      const sealed = await sealTender(
        keys.map((key) => ({ userId: key.userId, publicKey: key.publicKey })),
        Number(stored.openingThreshold),
      );
      at = 'store';
      setStep('store');
      const answer = await post<Committee>(`${COMMITTEE_BASE}/seal`, {
        tenderId,
        version: current.version,
        eventPublicKey: sealed.eventPublicKey,
        shares: sealed.shares,
      });
      queryClient.setQueryData(tenderKey(tenderId, 'committee'), answer);
      at = 'submit';
      setStep('submit');
      // The seal raised the tender's version: the submit goes with the record as it is now.
      return await post<Row>(`${TENDER_BASE}/findById`, { tenderId });
    } catch (e) {
      setFailedAt(at);
      throw e;
    }
  };

  const start = async () => {
    setError(null);
    setFailedAt(null);
    try {
      await run(prepare);
      onClose();
    } catch (e) {
      setFailedAt((f) => f ?? 'submit');
      // A save refused before anything was sealed: the page names the fields.
      setError(
        e instanceof Error && e.message === 'not saved'
          ? t('sourcing.tender.seal.notSaved')
          : sealingErrorText(e, lang),
      );
      refresh(tenderId);
    }
  };

  const current = step ? STEPS.indexOf(step) : -1;
  return (
    <Modal
      open
      width={640}
      title={sourcingTender.actions.submit?.label[lang]}
      okText={failedAt ? t('sourcing.tender.seal.retry') : t('sourcing.tender.seal.ok')}
      cancelText={t('app.cancel')}
      onOk={() => void start()}
      onCancel={() => !busy && onClose()}
      confirmLoading={busy}
      okButtonProps={
        {
          disabled: !committee.isSuccess || blocked || (reloading && !busy),
          'data-testid': 'tender-seal-ok',
        } as ButtonProps
      }
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={false}
      destroyOnHidden
    >
      <div data-testid="tender-seal-dialog">
        {committee.isLoading && <Spin />}
        {committee.isSuccess && (
          <>
            <Typography.Paragraph data-testid="tender-seal-summary">
              {t('sourcing.tender.seal.summary', {
                n: members.length,
                k,
                opening: localDateTime(doc.openingTime),
                deadline: localDateTime(doc.bidDeadline),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {sourcingTender.actions.submit?.confirm?.[lang]}
            </Typography.Paragraph>
          </>
        )}
        {withoutKey.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="tender-seal-no-key"
            title={t('sourcing.tender.seal.noKey', {
              names: withoutKey.map(memberName).join(t('sourcing.tender.listSeparator')),
            })}
            description={t('sourcing.tender.committee.noKeyHint')}
          />
        )}
        {committee.isSuccess && tooFew && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="tender-seal-too-few"
            title={t('sourcing.tender.seal.tooFew', { n: members.length, min: Math.max(2, k) })}
          />
        )}
        {committee.isError && <Alert type="error" showIcon title={sealingErrorText(committee.error, lang)} />}
        {step && (
          <Steps
            size="small"
            orientation="vertical"
            current={current}
            status={failedAt ? 'error' : step === 'submit' && !busy ? 'finish' : 'process'}
            data-testid="tender-seal-steps"
            data-step={step}
            items={STEPS.map((s) => ({ title: t(`sourcing.tender.seal.step.${s}`) }))}
          />
        )}
        {error && <Alert type="error" showIcon title={error} data-testid="tender-seal-error" />}
      </div>
    </Modal>
  );
}
