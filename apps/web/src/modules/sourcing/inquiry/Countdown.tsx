import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime, timeLeft } from './time.ts';

/** The texts of a countdown: while running ({{days}} {{hours}} {{minutes}} {{seconds}} {{at}}), once passed ({{at}}). */
export type CountdownTexts = { running: string; passed: string };

const QUOTE_TEXTS: CountdownTexts = {
  running: 'sourcing.inquiry.portal.countdown',
  passed: 'sourcing.inquiry.portal.deadlinePassed',
};

/**
 * Time left until a deadline (to quote, by default; a tender passes its own `texts` and `testId`),
 * ticking each second, measured on the server's clock (`dbNow` of the answer that brought the deadline),
 * with the deadline itself in local time. "Closed" once it passed.
 */
export function Countdown({
  deadline,
  dbNow,
  onPassed,
  texts = QUOTE_TEXTS,
  testId = 'quote-countdown',
}: {
  deadline: string;
  dbNow?: string | null;
  onPassed?: () => void;
  texts?: CountdownTexts;
  testId?: string;
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
    <Typography.Text type={passed ? 'danger' : undefined} data-testid={testId} data-passed={passed}>
      {passed
        ? t(texts.passed as 'sourcing.inquiry.portal.deadlinePassed', { at: localDateTime(deadline) })
        : t(texts.running as 'sourcing.inquiry.portal.countdown', { ...left, at: localDateTime(deadline) })}
    </Typography.Text>
  );
}
