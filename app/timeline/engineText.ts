/**
 * The engine words a few event fields as short English text in a fixed grammar (the trace hashes
 * cover them, so the engine keeps them): replica summaries and operation outcomes. This reads
 * that grammar back into catalogue lines so the log can word them in the page's language. YDB's
 * own status names (OK, NODATA, RACE, NotAvailable, ERROR …) stay as they are; anything not
 * recognised is shown verbatim.
 */
import type { LogLine, LogValue } from './logLine.ts';

const verbatim = (text: string): LogLine => ({ key: 'verbatim', values: { text } });

/**
 * A replica's summary of a record:
 *  - StateStorage `leader 6:a1.1 gen 2:0 locked +1 followers` / `erased`
 *    (engine/subsystems/statestorage/replica.ts summarize);
 *  - Board `2 pub: n3/a1.4="x" n5/a1.2="y"` / `0 pub` (board/replica.ts boardSummary);
 *  - SchemeBoard `table v3 g2 id 5` / `deleted v4 g2 id 5` / `none` (schemeboard/messages.ts).
 */
export function summaryLine(summary: string): LogLine {
  if (summary === 'erased') return { key: 'summary.erased' };
  if (summary === 'none') return { key: 'summary.none' };
  const ss = /^leader (\S+) gen (\d+:\d+)( locked)?(?: \+(\d+) followers)?$/.exec(summary);
  if (ss) {
    const values: Record<string, LogValue> = {
      leader: ss[1] === '-' ? { key: 'summary.noLeader' } : (ss[1] as string),
      gen: ss[2] as string,
    };
    const key = ss[3] ? 'summary.leaderLocked' : 'summary.leader';
    if (ss[4] === undefined) return { key, values };
    return {
      key: 'summary.withFollowers',
      values: { entry: { line: { key, values } }, count: { count: Number(ss[4]) } },
    };
  }
  const board = /^(\d+) pub(?:: (.*))?$/.exec(summary);
  if (board)
    return board[2] === undefined
      ? { key: 'summary.noPub' }
      : { key: 'summary.pub', values: { count: { count: Number(board[1]) }, entries: board[2] } };
  const sb = /^(\S+) v(\d+) g(\d+) id (\d+)$/.exec(summary);
  if (sb) {
    const values = { version: sb[2] as string, gen: sb[3] as string, id: sb[4] as string };
    return sb[1] === 'deleted'
      ? { key: 'summary.sbDeleted', values }
      : { key: 'summary.sb', values: { ...values, type: sb[1] as string } };
  }
  return verbatim(summary);
}

/** Fixed outcome phrases of the SchemeBoard and SchemeShard (schemeboard/schema.ts, populator.ts). */
const DETAIL_PHRASES: Readonly<Record<string, LogLine['key']>> = {
  published: 'detail.published',
  'path exists': 'detail.pathExists',
  'path does not exist': 'detail.pathMissing',
  'parent is not a directory': 'detail.parentNotDir',
  'alter must keep the object type': 'detail.alterType',
  'cannot drop the root': 'detail.dropRoot',
  'directory is not empty': 'detail.dirNotEmpty',
  'populator stopped with its SchemeShard': 'detail.populatorStopped',
};

/**
 * An operation's outcome: `NODATA gen 0:0`, `OK gen 3` (statestorage request/resolver/client),
 * `OK 2 entries` (board lookup/subscribe), `acked v3` (populator), or a fixed phrase.
 */
export function detailLine(detail: string): LogLine {
  const phrase = DETAIL_PHRASES[detail];
  if (phrase) return { key: phrase };
  const gen = /^(\S+) gen (\d+(?::\d+)?)$/.exec(detail);
  if (gen) return { key: 'detail.gen', values: { status: gen[1] as string, gen: gen[2] as string } };
  const entries = /^(\S+) (\d+) entries$/.exec(detail);
  if (entries)
    return {
      key: 'detail.entries',
      values: { status: entries[1] as string, count: { count: Number(entries[2]) } },
    };
  const acked = /^acked v(\d+)$/.exec(detail);
  if (acked) return { key: 'detail.acked', values: { version: acked[1] as string } };
  return verbatim(detail);
}
