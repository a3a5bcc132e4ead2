import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Only web addresses may be embedded (never javascript: or data: URLs). */
export function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

type Props = { link: string | null; title: string; height?: string | number };

/** An embedded external page with a way to open it in its own window. */
export function IframeView({ link, title, height = '100%' }: Props) {
  const { t } = useTranslation();
  const url = safeLink(link);
  if (!link) return <Result status="info" title={t('iframe.noLink')} subTitle={t('iframe.noLinkText')} />;
  if (!url) return <Result status="warning" title={t('iframe.invalidLink')} subTitle={t('iframe.invalidLinkText')} />;
  return (
    <div style={{ position: 'relative', height, display: 'flex', flexDirection: 'column' }}>
      <div style={{ textAlign: 'right', paddingBottom: 8 }}>
        <Button size="small" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('iframe.openInNew')}
        </Button>
      </div>
      <iframe
        src={url}
        title={title}
        style={{ flex: 1, width: '100%', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
        referrerPolicy="no-referrer"
        data-testid="iframe-view"
      />
    </div>
  );
}
