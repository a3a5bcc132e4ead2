import { PendingMoreScreen } from './PendingMoreScreen.tsx';

/** pending/interiorPendingMore: the caller's interior to-dos and what it handled. */
export default function InteriorPendingMoreScreen() {
  return <PendingMoreScreen variant="internal" />;
}
