import { ReceiverList } from './ReceiverListScreen.tsx';

/** Message history (htmlUrl 'msgHistory'): every delivered receiver row, searchable. */
export default function MsgHistoryScreen() {
  return <ReceiverList kind="history" />;
}
