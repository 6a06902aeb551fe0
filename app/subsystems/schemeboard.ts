/** SchemeBoard in the page: green diamonds, schema versions committed and seen in the log. */
import { subsystemsById, type TraceEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { stories } from './story.ts';
import { flowOf, readers, type AppSubsystem } from './types.ts';

const [descriptor] = subsystemsById(['schemeboard']);

export const schemeboardApp: AppSubsystem = {
  id: 'schemeboard',
  label: descriptor!.view.label,
  flow: flowOf(descriptor!, '#00704f', 'diamond'),
  log: readers<TraceEvent>({
    'schema.view': (e) => ({
      nodes: [e.node],
      record: e.path,
      line: L(e.deleted ? 'schemaViewDeleted' : 'schemaView', {
        node: node(e.node),
        path: e.path,
        version: s(e.version),
      }),
    }),
    'schema.committed': (e) => ({
      nodes: [e.node],
      record: e.path,
      line: L('schemaCommitted', { path: e.path, version: s(e.version) }),
    }),
  }),
  story: stories<TraceEvent>({
    'schema.view': (e, t) => ({
      text: t('schema', { node: e.node, path: e.path, version: e.version }),
      record: e.path,
    }),
  }),
};
