/**
 * The plain-language feed: sentences built from trace events, each pointing back at the event
 * that closes it. An operation (op.started … op.quorum / op.failed / op.timeout) becomes one
 * sentence saying who asked how many replicas, how many answered, and what it cost in messages
 * and virtual time — counted from the msg.sent events to and from the operation's actor.
 */
import type { TFunction } from 'i18next';
import { parseReplicaServiceName, type TraceEvent } from '../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../viewmodel/palette.ts';
import { APP_SUBSYSTEMS } from '../subsystems/index.ts';
import { storiesByKind } from '../subsystems/read.ts';
import { shortKey } from '../subsystems/story.ts';
import { opNameKey } from '../timeline/opNames.ts';

/** Newest sentences the feed keeps (older ones are dropped as the run goes on). */
const FEED_MAX_ITEMS = 300;

export interface FeedItem {
  /** Index of the event the sentence is about, in the events given. */
  readonly index: number;
  readonly t: number;
  readonly text: string;
  /** Messages and virtual time of an operation, when the sentence is one. */
  readonly cost?: string;
  /** The record the sentence is about (tablet id or path), to inspect. */
  readonly record?: string;
  /** Stands out (a refused write). */
  readonly alarm?: boolean;
}

interface OpTrack {
  readonly start: number;
  readonly asked: Set<string>;
  readonly answered: Set<string>;
  messages: number;
}

export { shortKey } from '../subsystems/story.ts';

const STORIES = storiesByKind(APP_SUBSYSTEMS);

/** `detail` words an operation's outcome (the engine writes it in English; the log's reader re-words it). */
export function buildFeed(
  events: readonly TraceEvent[],
  t: TFunction<'feed'>,
  detail: (engineText: string) => string = (d) => d,
): FeedItem[] {
  const ops = new Map<string, OpTrack>();
  const out: FeedItem[] = [];
  const ms = (us: number) => (us / 1000).toFixed(1);
  events.forEach((e, index) => {
    const push = (text: string, extra: Partial<FeedItem> = {}) => out.push({ index, t: e.t, text, ...extra });
    switch (e.kind) {
      case 'op.started':
        ops.set(`${e.node}|${e.opId}`, { start: e.t, asked: new Set(), answered: new Set(), messages: 0 });
        return;
      case 'msg.sent': {
        const from = ops.get(`${e.from.node}|${e.from.name}`);
        if (from) {
          from.messages++;
          if (parseReplicaServiceName(e.to.name)) from.asked.add(e.to.name);
        }
        const to = ops.get(`${e.to.node}|${e.to.name}`);
        if (to) {
          to.messages++;
          if (parseReplicaServiceName(e.from.name)) to.answered.add(e.from.name);
        }
        return;
      }
      case 'op.quorum':
      case 'op.failed':
      case 'op.timeout': {
        const id = `${e.node}|${e.opId}`;
        const op = ops.get(id);
        ops.delete(id);
        if (!op) return;
        return push(
          t('op', {
            node: e.node,
            asked: op.asked.size,
            subsystem: SUBSYSTEM_LABEL[e.subsystem],
            op: t(opNameKey(e.op), { ns: 'log' }),
            key: shortKey(e.key),
            answered: op.answered.size,
            detail: detail(e.detail),
          }),
          { cost: t('cost', { messages: op.messages, ms: ms(e.t - op.start) }), record: e.key },
        );
      }
      default: {
        // The sentence the event's subsystem entry gives it (app/subsystems), if any.
        const story = STORIES.get(e.kind);
        if (!story) return;
        const { text, record, alarm } = story(e, t);
        return push(text, { ...(record === undefined ? {} : { record }), ...(alarm ? { alarm } : {}) });
      }
    }
  });
  return out.slice(-FEED_MAX_ITEMS);
}

/** `ssr:0:3:2` part by part, for a tooltip. */
export function explainReplicaName(name: string, t: TFunction<'feed'>): string | null {
  const a = parseReplicaServiceName(name);
  if (!a) return null;
  return t('glossary', {
    name,
    text: t('replica', {
      subsystem: SUBSYSTEM_LABEL[a.subsystem],
      group: a.group,
      ring: a.ring,
      index: a.index,
    }),
  });
}
