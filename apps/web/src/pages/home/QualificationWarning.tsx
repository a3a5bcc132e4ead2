import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarlyWarning } from '../../app/api/types.ts';
import { useSession } from '../../app/auth/session.ts';

/** Spec §4: qualification files with fewer than 30 days left raise a blocking notice. */
const WARNING_DAYS = 30;
const ACK_KEY = 'SRM_qualificationWarningAck';

function fileName(warning: EarlyWarning, index: number): string {
  for (const key of ['credentialName', 'qualificationName', 'fileName', 'name']) {
    const value = warning[key];
    if (typeof value === 'string' && value) return value;
  }
  return `#${index + 1}`;
}

/**
 * The blocking important-notice dialog of spec §4: it closes only through the acknowledgement
 * button, once per login session.
 */
export function QualificationWarning() {
  const { t } = useTranslation();
  const { userInfo, token } = useSession();
  const [acknowledged, setAcknowledged] = useState(() => sessionStorage.getItem(ACK_KEY) === token);
  const expiring = (userInfo?.earlyWarningList ?? []).filter((w) => Number(w.outDay) < WARNING_DAYS);
  if (acknowledged || expiring.length === 0) return null;

  function acknowledge() {
    if (token) sessionStorage.setItem(ACK_KEY, token);
    setAcknowledged(true);
  }

  return (
    <Modal
      open
      // Wide enough for the acknowledgement's long English text on one line.
      width={600}
      title={t('home.warningTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" danger onClick={acknowledge} data-testid="qualification-warning-ack">
          {t('home.warningAck')}
        </Button>
      }
    >
      <div data-testid="qualification-warning">
        <Typography.Paragraph>{t('home.warningText', { count: expiring.length })}</Typography.Paragraph>
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {expiring.map((warning, index) => (
            <li key={JSON.stringify(warning)}>
              {Number(warning.outDay) < 0
                ? t('home.warningItemExpired', { name: fileName(warning, index), days: -Number(warning.outDay) })
                : t('home.warningItem', { name: fileName(warning, index), days: warning.outDay })}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
