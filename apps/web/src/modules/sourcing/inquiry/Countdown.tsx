import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime, timeLeft } from './time.ts';

/**
 * Time left to quote, ticking each second, measured on the server's clock (`dbNow` of the answer that
 * brought the deadline), with the deadline itself in local time. "Closed" once it passed.
 */
export function Countdown({
  deadline,
  dbNow,
  onPassed,
}: {
  deadline: string;
  dbNow?: string | null;
  onPassed?: () => void;
}) {
  const { t } = useTranslation();
  const [skew] = useState(() => (dbNow ? new Date(dbNow).getTime() - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(deadline, skew, now);
  const passed = left == null;
  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);
  return (
    <Typography.Text type={passed ? 'danger' : undefined} data-testid="quote-countdown" data-passed={passed}>
      {passed
        ? t('sourcing.inquiry.portal.deadlinePassed', { at: localDateTime(deadline) })
        : t('sourcing.inquiry.portal.countdown', { ...left, at: localDateTime(deadline) })}
    </Typography.Text>
  );
}
