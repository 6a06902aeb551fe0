/** The Board in the page: orange squares, a subscriber's view of a path in the log. */
import { subsystemsById, type TraceEvent } from '../../engine/index.ts';
import { L } from '../timeline/logLine.ts';
import { stories } from './story.ts';
import { flowOf, readers, type AppSubsystem } from './types.ts';

const [descriptor] = subsystemsById(['board']);

export const boardApp: AppSubsystem = {
  id: 'board',
  label: descriptor!.view.label,
  flow: flowOf(descriptor!, '#8a5a00', 'square'),
  log: readers<TraceEvent>({
    'board.view': (e) => ({
      nodes: [e.node],
      record: e.path,
      line: L('boardView', { subscriber: e.subscriber, path: e.path, payloads: e.payloads.join(', ') }),
    }),
  }),
  story: stories<TraceEvent>({
    'board.view': (e, t) => ({
      text: t('board', { subscriber: e.subscriber, node: e.node, count: e.payloads.length, path: e.path }),
      record: e.path,
    }),
  }),
};
