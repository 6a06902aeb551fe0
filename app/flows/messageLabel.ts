/**
 * Short, readable names for message kinds, shown beside moving marks at slow speeds. An election
 * reads lookup → reply → lock → ack → update → ack → reply (the proxy's confirmation); Board reads
 * publish / subscribe / notify. Unknown kinds
 * fall back to the kind without its subsystem prefix, so new messages still get a label.
 */

const NAMES: Readonly<Record<string, string>> = {
  // StateStorage (ydb/core/base/statestorage_proxy.cpp, statestorage_replica.cpp)
  'ss.lookup': 'lookup',
  'ss.replica.lookup': 'lookup',
  'ss.lock': 'lock',
  'ss.replica.lock': 'lock',
  'ss.update': 'update',
  'ss.replica.update': 'update',
  'ss.replica.info': 'ack',
  'ss.info': 'reply',
  'ss.cleanup': 'cleanup',
  'ss.replica.cleanup': 'cleanup',
  'ss.replica.demoted': 'demoted',
  'ss.guardian.demoted': 'demoted',
  'ss.resolve': 'resolve',
  'ss.resolved': 'resolved',
  'ss.follower.register': 'follower',
  'ss.replica.regFollower': 'follower',
  'ss.pipe.request': 'request',
  'ss.pipe.response': 'response',
  // Board (ydb/core/base/board_publish.cpp, board_lookup.cpp, board_replica.cpp)
  'board.publish': 'publish',
  'board.lookup': 'subscribe',
  'board.lookupResult': 'result',
  'board.info': 'info',
  'board.infoUpdate': 'notify',
  'board.unsubscribe': 'unsubscribe',
  'board.cleanup': 'cleanup',
  cmd: 'command',
  'sys.undelivered': 'undelivered',
};

/** Kinds worth a label: the protocol steps a learner follows (timers and keep-alives are not). */
export function isReadableKind(kind: string): boolean {
  if (kind in NAMES) return true;
  return kind.startsWith('sb.') && !kind.includes('timer');
}

export function messageLabel(kind: string): string {
  const n = NAMES[kind];
  if (n) return n;
  const dot = kind.indexOf('.');
  return dot < 0 ? kind : kind.slice(dot + 1);
}
