import { createMemberKey, PIN_MIN_LENGTH, unlockMemberKey } from '@srm/core/sourcing/sealing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Card, Descriptions, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import { shortFingerprint } from './committee.ts';
import { MEMBER_KEY_BASE } from './config.ts';
import { sealingErrorText } from './sealingText.ts';

export type MyKey = {
  userId: number;
  publicKey: string;
  wrappedPrivateKey: string;
  fingerprint: string;
  creationDate: string;
  lastUpdateDate: string;
};

export const MY_KEY = ['tenderMemberKey'];

export function useMyKey() {
  return useQuery({ queryKey: MY_KEY, queryFn: () => post<MyKey | null>(`${MEMBER_KEY_BASE}/mine`, {}) });
}

/** Characters of a PIN as the crypto counts them (a 6-character Chinese PIN counts 6). */
const pinLength = (pin: string) => Array.from(pin.normalize('NFC')).length;

/** A fingerprint in groups of four, whole: what a member compares with the one a tender was sealed to. */
const grouped = (fingerprint: string) => fingerprint.match(/.{1,4}/g)?.join(' ') ?? fingerprint;

/**
 * My committee key (开标密钥): a key pair made in this browser, its private key wrapped with a PIN only I
 * know — the PIN never leaves the browser, the server keeps the public key and the wrapped private key,
 * which it cannot open. Made once (or replaced, which the server refuses while I hold a share of a sealed
 * tender not yet opened); its fingerprint is what the buyer's tenders show as sealed to me. The PIN can be
 * checked here without giving anything.
 */
export function MemberKeyPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const mine = useMyKey();
  const key = mine.data;
  const [making, setMaking] = useState(false);
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; again?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'check' | null>(null);
  const [checkPin, setCheckPin] = useState('');
  const [checked, setChecked] = useState<{ ok: boolean; text: string } | null>(null);

  const reset = () => {
    setPin('');
    setAgain('');
    setErrors({});
    setError(null);
  };

  const create = async () => {
    const found: typeof errors = {};
    if (pinLength(pin) < PIN_MIN_LENGTH) found.pin = t('sourcing.tender.key.pinTooShort', { min: PIN_MIN_LENGTH });
    if (pin !== again) found.again = t('sourcing.tender.key.pinMismatch');
    setErrors(found);
    if (found.pin || found.again) return;
    setBusy('create');
    setError(null);
    try {
      // Made and wrapped here: only the public key, the wrapped private key and the fingerprint are sent.
      const made = await createMemberKey(pin);
      const stored = await post<MyKey>(`${MEMBER_KEY_BASE}/save`, made);
      queryClient.setQueryData(MY_KEY, stored);
      void queryClient.invalidateQueries({ queryKey: ['tenderMyTenders'] });
      reset();
      setMaking(false);
      message.success(t('sourcing.tender.key.created', { fingerprint: shortFingerprint(stored.fingerprint) }));
    } catch (e) {
      setError(sealingErrorText(e, lang));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    if (!key) return;
    setBusy('check');
    setChecked(null);
    try {
      await unlockMemberKey(key.wrappedPrivateKey, checkPin);
      setChecked({ ok: true, text: t('sourcing.tender.key.pinRight') });
    } catch (e) {
      setChecked({ ok: false, text: sealingErrorText(e, lang) });
    } finally {
      setCheckPin('');
      setBusy(null);
    }
  };

  const startReplace = () =>
    modal.confirm({
      title: t('sourcing.tender.key.replaceTitle'),
      content: t('sourcing.tender.key.replaceText'),
      okText: t('sourcing.tender.key.replace'),
      okButtonProps: { danger: true, 'data-testid': 'tender-key-replace-ok' } as ButtonProps,
      cancelText: t('app.cancel'),
      onOk: () => {
        reset();
        setMaking(true);
      },
    });

  return (
    <Card size="small" title={t('sourcing.tender.key.title')} data-testid="tender-my-key" data-has-key={!!key}>
      {mine.isLoading && <Spin />}
      {mine.isError && <Alert type="error" showIcon title={errorText(mine.error)} />}
      {mine.isSuccess && !key && !making && (
        <Alert
          type="warning"
          showIcon
          data-testid="tender-key-none"
          title={t('sourcing.tender.key.none')}
          description={t('sourcing.tender.key.noneHint')}
          action={
            <Button type="primary" onClick={() => setMaking(true)} data-testid="tender-key-create">
              {t('sourcing.tender.key.create')}
            </Button>
          }
        />
      )}
      {key && !making && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('sourcing.tender.key.fingerprint')}>
              <Typography.Text code copyable={{ text: key.fingerprint }} data-testid="tender-key-fingerprint">
                {grouped(key.fingerprint)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('sourcing.tender.key.madeAt')}>
              {localDateTime(key.lastUpdateDate ?? key.creationDate)}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Input.Password
              value={checkPin}
              placeholder={t('sourcing.tender.key.checkPlaceholder')}
              onChange={(e) => setCheckPin(e.target.value)}
              onPressEnter={() => void check()}
              style={{ width: 220 }}
              autoComplete="off"
              data-testid="tender-key-check-pin"
            />
            <Button
              loading={busy === 'check'}
              disabled={!checkPin}
              onClick={() => void check()}
              data-testid="tender-key-check"
            >
              {t('sourcing.tender.key.check')}
            </Button>
            {checked && (
              <Typography.Text type={checked.ok ? 'success' : 'danger'} data-testid="tender-key-check-result">
                {checked.text}
              </Typography.Text>
            )}
            <Button danger onClick={startReplace} data-testid="tender-key-replace">
              {t('sourcing.tender.key.replace')}
            </Button>
          </Space>
        </Space>
      )}
      {making && (
        <Form layout="vertical" style={{ maxWidth: 420 }} onFinish={() => void create()} data-testid="tender-key-form">
          <Typography.Paragraph type="secondary">
            {t('sourcing.tender.key.pinHint', { min: PIN_MIN_LENGTH })}
          </Typography.Paragraph>
          <Form.Item
            label={t('sourcing.tender.key.pin')}
            required
            validateStatus={errors.pin ? 'error' : undefined}
            help={errors.pin}
          >
            <Input.Password
              value={pin}
              autoComplete="new-password"
              onChange={(e) => {
                setPin(e.target.value);
                setErrors({});
              }}
              data-testid="tender-key-pin"
            />
          </Form.Item>
          <Form.Item
            label={t('sourcing.tender.key.pinAgain')}
            required
            validateStatus={errors.again ? 'error' : undefined}
            help={errors.again}
          >
            <Input.Password
              value={again}
              autoComplete="new-password"
              onChange={(e) => {
                setAgain(e.target.value);
                setErrors({});
              }}
              data-testid="tender-key-pin-again"
            />
          </Form.Item>
          {error && (
            <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="tender-key-error" />
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy === 'create'} data-testid="tender-key-save">
              {busy === 'create' ? t('sourcing.tender.key.making') : t('sourcing.tender.key.save')}
            </Button>
            <Button
              disabled={busy === 'create'}
              onClick={() => {
                reset();
                setMaking(false);
              }}
            >
              {t('app.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
