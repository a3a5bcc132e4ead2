/*
 * What the realtime hub carries. A target names who receives an event; an event carries only what a
 * browser needs to decide what to refetch (the kind, what happened, a title the receiver may read anyway),
 * never another user's or another supplier's data: the receiver refetches through the scoped calls.
 */

/** Who receives an event: some users, or every signed-in user of one supplier. Topic rooms (the bidding hall) come later. */
export type RealtimeTarget = { userIds: number[] } | { supplierId: number };

export type RealtimeKind = 'todo' | 'notification' | 'message';

export type RealtimeEvent = {
  kind: RealtimeKind;
  /** What happened to the item: a badge only rises on `opened`, a list reloads on any. */
  change: 'opened' | 'handled' | 'cancelled';
  /** The receiver's own item's title, for a short toast; absent when several items changed at once. */
  title?: string;
  /** How many items changed. */
  count?: number;
};

/** One message on the bus between instances (Redis) or inside one (EventEmitter). */
export type RealtimeEnvelope = { target: RealtimeTarget; event: RealtimeEvent };
