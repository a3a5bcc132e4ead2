import { OutboxScreen } from '../../components/Outbox/OutboxScreen.tsx';
import { API } from './api.ts';

/** Approval → OA outbox (htmlUrl 'oaOutbox'): the approvals pushed to the OA system, their attempts and errors; redeliver. */
export default function OaOutboxScreen() {
  return <OutboxScreen base={API.oaOutbox} target="OA" testId="screen-oaOutbox" />;
}
