import { useTranslation } from 'react-i18next';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { IframeView } from './IframeView.tsx';

/** The /main/iframe child: a menu whose htmlUrl is an external address, inside a tab. */
export default function IframeTab() {
  const { t } = useTranslation();
  const screen = useScreen();
  return (
    <IframeView
      link={screen?.query.link ?? null}
      title={screen?.title ?? t('iframe.title')}
      height="calc(100vh - 180px)"
    />
  );
}
