/** Virtual time and actor addresses: the vocabulary every other kernel file shares. */
import type { NodeId } from '../model/topology/types.ts';

/** Virtual time in microseconds. */
export type Us = number;

/**
 * Address of an actor. `name` is either a well-known service name (`ssr:0:3:1` — a StateStorage
 * replica of group 0, ring 3, index 1; `ss-proxy`; `agent`) or a spawned actor's unique name
 * (`a<incarnation>.<counter>`). A message to a service reaches whatever actor holds that name in
 * the node's current incarnation, as YDB service ids do.
 */
export interface ActorId {
  readonly node: NodeId;
  readonly name: string;
}

/** The pseudo-actor that injects user / scenario commands (node 0 does not exist). */
export const USER: ActorId = { node: 0, name: 'user' };
