/**
 * Stretches of virtual time drawn as bands on the scrubber, read from the trace: some node down,
 * some link cut (engine/kernel/faults.ts `link.cut`, until `link.healed` or `net.healAll`), and
 * messages lost, duplicated or delayed (`net.loss`, `net.duplicate`, `link.delay` above zero).
 */
import type { TraceEvent } from '../../engine/index.ts';

type BandKind = 'down' | 'cut' | 'loss';

/** A stretch during which the condition held (`toUs` Infinity: it still does). */
export interface Band {
  readonly kind: BandKind;
  readonly fromUs: number;
  readonly toUs: number;
}

/** Dense pair key; node ids stay below MAX_NODES (2 000). */
const pair = (from: number, to: number) => from * 4096 + to;

/** Opens and closes one kind of band as its condition turns on and off. */
class Stretch {
  private from = -1;
  constructor(
    private readonly kind: BandKind,
    private readonly out: Band[],
  ) {}
  set(on: boolean, t: number): void {
    if (on && this.from < 0) this.from = t;
    else if (!on && this.from >= 0) {
      this.out.push({ kind: this.kind, fromUs: this.from, toUs: t });
      this.from = -1;
    }
  }
  close(): void {
    if (this.from >= 0) this.out.push({ kind: this.kind, fromUs: this.from, toUs: Infinity });
  }
}

/** Bands of "some node down" over events in time order. */
export function downBands(events: readonly TraceEvent[]): Band[] {
  const out: Band[] = [];
  const band = new Stretch('down', out);
  const down = new Set<number>();
  for (const e of events) {
    if (e.kind === 'node.down' || e.kind === 'node.crashed') down.add(e.target);
    else if (e.kind === 'node.up') down.delete(e.target);
    else continue;
    band.set(down.size > 0, e.t);
  }
  band.close();
  return out;
}

/** Bands of cut links and of lossy, duplicating or slowed links, over events in time order. */
export function netBands(events: readonly TraceEvent[]): Band[] {
  const out: Band[] = [];
  const [cutBand, lossBand] = [new Stretch('cut', out), new Stretch('loss', out)];
  const cut = new Set<number>();
  const delayed = new Set<number>();
  let loss = 0;
  let dup = 0;
  for (const e of events) {
    if (e.kind === 'link.cut') {
      for (const a of e.a)
        for (const b of e.b) {
          cut.add(pair(a, b));
          if (!e.oneWay) cut.add(pair(b, a));
        }
    } else if (e.kind === 'link.healed') {
      const [a, b] = [new Set(e.a), new Set(e.b)];
      const across = (k: number) => {
        const [x, y] = [Math.floor(k / 4096), k % 4096];
        return (a.has(x) && b.has(y)) || (a.has(y) && b.has(x));
      };
      for (const k of [...cut]) if (across(k)) cut.delete(k);
      // net.healAll reports itself as a heal of every node with every node: it clears all.
      if (a.size === b.size && e.a.every((x) => b.has(x))) {
        cut.clear();
        delayed.clear();
        loss = 0;
        dup = 0;
      }
    } else if (e.kind === 'net.loss') loss = e.probability;
    else if (e.kind === 'net.duplicate') dup = e.probability;
    else if (e.kind === 'link.delay') {
      for (const a of e.a)
        for (const b of e.b)
          for (const k of [pair(a, b), pair(b, a)])
            if (e.extraUs > 0) delayed.add(k);
            else delayed.delete(k);
    } else continue;
    cutBand.set(cut.size > 0, e.t);
    lossBand.set(loss > 0 || dup > 0 || delayed.size > 0, e.t);
  }
  cutBand.close();
  lossBand.close();
  return out.sort((x, y) => x.fromUs - y.fromUs);
}
