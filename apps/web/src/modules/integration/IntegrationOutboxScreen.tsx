import { OutboxScreen } from '../../components/Outbox/OutboxScreen.tsx';

/**
 * System → Integration outbox (htmlUrl 'integrationOutbox'): the messages to every external system (OA
 * approvals, SAP vendor master and orders) with their state; payload, attempts, redeliver.
 */
export default function IntegrationOutboxScreen() {
  return <OutboxScreen base="/api/baseServer/v1/baseIntegrationOutboxRestful" testId="screen-integrationOutbox" />;
}
