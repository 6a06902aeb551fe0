import { describe, expect, it } from 'vitest';
import { clusterStatusFold, loadPreset, type ClusterStatus, type TraceEvent } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { linkText, netView } from './netLinks.ts';

const { topology } = loadPreset('mirror-3-dc');
const ids = (pred: (n: (typeof topology.nodes)[number]) => boolean) =>
  topology.nodes.filter(pred).map((n) => n.id);
const dc = (d: string) => ids((n) => n.realm === d);
const rack = (r: string) => ids((n) => n.domain === r);

function fold(events: readonly unknown[]): ClusterStatus {
  const s = clusterStatusFold.init({ topology } as never);
  for (const e of events) clusterStatusFold.step(s, { t: 0, ...(e as object) } as TraceEvent);
  return s;
}

describe('netView', () => {
  it('draws a whole DC cut as one line, a one-way rack cut from its dropping side, a DC delay', () => {
    const v = netView(
      fold([
        { kind: 'link.cut', a: dc('dc1'), b: dc('dc2') },
        { kind: 'link.cut', a: rack('dc3-r2'), b: rack('dc1-r1'), oneWay: true },
        { kind: 'link.delay', a: dc('dc2'), b: dc('dc3'), extraUs: 5000 },
        { kind: 'net.loss', probability: 0.05 },
      ]),
      topology,
    );
    expect(v.loss).toBe(0.05);
    expect(v.links).toContainEqual({ level: 'dc', a: 'dc1', b: 'dc2', cut: 'both', extraUs: 0, whole: true });
    expect(v.links).toContainEqual({
      level: 'rack',
      a: 'dc3-r2',
      b: 'dc1-r1',
      cut: 'one-way',
      extraUs: 0,
      whole: true,
    });
    expect(v.links).toContainEqual({
      level: 'dc',
      a: 'dc2',
      b: 'dc3',
      cut: 'none',
      extraUs: 5000,
      whole: true,
    });
    expect(v.links).toHaveLength(3);
  });

  it('a heal removes the line; heal-all clears loss too', () => {
    const cut = { kind: 'link.cut', a: rack('dc1-r1'), b: rack('dc1-r2') };
    expect(netView(fold([cut]), topology).links).toHaveLength(1);
    expect(netView(fold([cut, { ...cut, kind: 'link.healed' }]), topology).links).toHaveLength(0);
    const all = topology.nodes.map((n) => n.id);
    const healed = netView(
      fold([cut, { kind: 'net.loss', probability: 0.1 }, { kind: 'link.healed', a: all, b: all }]),
      topology,
    );
    expect(healed).toEqual({ links: [], loss: 0, duplicate: 0 });
  });
});

describe('linkText', () => {
  const link = { level: 'dc', a: 'dc1', b: 'dc2', cut: 'one-way', extraUs: 7000, whole: false } as const;
  it('says the cut, the delay and a partial link in the page language', async () => {
    expect(linkText(link)).toBe('cut one way · +7 ms (some nodes)');
    await i18n.changeLanguage('ru');
    try {
      expect(linkText(link)).toBe('разрыв в одну сторону · +7 мс (часть узлов)');
      expect(linkText({ ...link, cut: 'none', extraUs: 1_500_000, whole: true })).toBe('+1,50 с');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
