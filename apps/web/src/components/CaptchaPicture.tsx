import type { ReactNode } from 'react';

/** What baseLoginRestful/captcha answers: the id to send back and the picture (a PNG data URL). */
export type Captcha = { captchaId: string; image: string };

/**
 * The captcha picture as a button that fetches another one (login and registration share it). The picture
 * is drawn 200 × 64 by the server and shown at 150 × 48, large enough to read without zooming.
 */
export function CaptchaPicture(props: {
  captcha: Captcha | null;
  /** Shown instead of the picture while it loads or when it failed. */
  placeholder: ReactNode;
  alt: string;
  title: string;
  onRefresh: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={props.onRefresh}
      title={props.title}
      data-testid={props.testId}
      style={{
        flex: '0 0 152px',
        width: 152,
        height: 50,
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 8,
        background: '#f4f6fa',
        cursor: 'pointer',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      {props.captcha ? (
        <img src={props.captcha.image} alt={props.alt} width={150} height={48} />
      ) : (
        <span>{props.placeholder}</span>
      )}
    </button>
  );
}
