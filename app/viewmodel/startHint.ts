/**
 * The first-minute hint: three things to do on a fresh page, each naming the control it needs —
 * press Play, boot a tablet, fail a rack — ticked off as the page shows them done. Once all three
 * are done the hint gives way to the general how-to.
 */
export type StartStep = 'play' | 'boot' | 'fail';
export const START_STEPS: readonly StartStep[] = ['play', 'boot', 'fail'];

export interface StartFacts {
  /** Virtual time has moved (Play or Step). */
  readonly timeUs: number;
  /** Tablets the observers have seen boot. */
  readonly tablets: number;
  /** Nodes not up (a failed rack, node or DC). */
  readonly downNodes: number;
}

export interface StartHintState {
  readonly done: ReadonlySet<StartStep>;
  /** The first step not done yet (null: all done). */
  readonly next: StartStep | null;
}

export function startHint(f: StartFacts): StartHintState {
  const done = new Set<StartStep>();
  if (f.timeUs > 0) done.add('play');
  if (f.tablets > 0) done.add('boot');
  if (f.downNodes > 0) done.add('fail');
  return { done, next: START_STEPS.find((s) => !done.has(s)) ?? null };
}
