/**
 * The words a log line uses for an operation or a command the engine names by identifier
 * (`follower.register`, `config.replace`): English keeps the protocol's name, other languages say
 * what it does. A command the table does not know prints as the engine names it.
 */
import type { SharedEvent } from '../../engine/index.ts';
import type { LogKey, LogValue } from './logLine.ts';

type OpName = Extract<SharedEvent, { kind: 'op.started' }>['op'];

// Every op the engine names has a phrase: a new one fails here, not on screen.
const OPS: Record<OpName, LogKey> = {
  lookup: 'opName.lookup',
  update: 'opName.update',
  lock: 'opName.lock',
  cleanup: 'opName.cleanup',
  'follower.register': 'opName.followerRegister',
  resolve: 'opName.resolve',
  publish: 'opName.publish',
  'board.lookup': 'opName.boardLookup',
  'board.subscribe': 'opName.boardSubscribe',
  'sb.populate': 'opName.sbPopulate',
  'sb.update': 'opName.sbUpdate',
  'sb.subscribe': 'opName.sbSubscribe',
  'sb.sync': 'opName.sbSync',
  'tablet.request': 'opName.tabletRequest',
};

const COMMANDS: Readonly<Record<string, LogKey>> = {
  'config.replace': 'commandName.configReplace',
  'reconfig.start': 'commandName.reconfigStart',
  'reconfig.next': 'commandName.reconfigNext',
  'cluster.decommission': 'commandName.clusterDecommission',
  'selfheal.enable': 'commandName.selfhealEnable',
  'node.add': 'commandName.nodeAdd',
  'rack.add': 'commandName.rackAdd',
  'dc.add': 'commandName.dcAdd',
};

export const opName = (op: OpName): LogValue => ({ key: OPS[op] });

/** The catalogue key (namespace `log`) of an operation's words, for text built outside the log. */
export const opNameKey = (op: OpName): LogKey => OPS[op];

export const commandName = (command: string): LogValue => {
  const key = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  return key ? { key } : command;
};
