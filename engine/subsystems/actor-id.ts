/**
 * Actor ids as the subsystems compare and key them. YDB compares TActorIds by value; here an id is
 * its node plus its name (a service name or a spawned actor's unique name).
 */
import type { ActorId } from '../kernel/actor.ts';

/** Stable string key of an actor id (`n3/a1.4`), for maps and trace summaries. */
export function actorKey(a: ActorId): string {
  return `n${a.node}/${a.name}`;
}

/** `actors` without repeats, in first-seen order. */
export function uniqueActors(actors: Iterable<ActorId>): ActorId[] {
  const seen = new Set<string>();
  const out: ActorId[] = [];
  for (const a of actors) {
    const k = actorKey(a);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  return out;
}

export function sameActor(a: ActorId | null, b: ActorId | null): boolean {
  if (a === null || b === null) return a === b;
  return a.node === b.node && a.name === b.name;
}
