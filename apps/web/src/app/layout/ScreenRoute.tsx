import { useParams } from 'react-router';
import { useScreen } from '../screens/ScreenContext.ts';
import { ScreenHost } from '../screens/ScreenHost.tsx';

/** The dynamic child /main/:screen/*: the screen registered for the menu's htmlUrl. */
export default function ScreenRoute() {
  const screen = useScreen();
  const params = useParams();
  const htmlUrl = screen?.htmlUrl ?? [params.screen, params['*']].filter(Boolean).join('/');
  return <ScreenHost htmlUrl={htmlUrl} title={screen?.title ?? htmlUrl} />;
}
