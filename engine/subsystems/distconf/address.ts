/** Addresses of distconf services on a node. */
import type { ActorId } from '../../kernel/actor.ts';
import type { NodeId } from '../../model/topology/types.ts';
import { DISTCONF_SERVICE, NODEWARDEN_SERVICE } from './names.ts';

export const distconfOf = (node: NodeId): ActorId => ({ node, name: DISTCONF_SERVICE });
export const nodewardenOf = (node: NodeId): ActorId => ({ node, name: NODEWARDEN_SERVICE });
