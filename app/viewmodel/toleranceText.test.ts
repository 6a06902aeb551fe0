import { describe, expect, it } from 'vitest';
import { toleranceText } from './toleranceText.ts';

const tol = (nodes: number, racks: number, realms: number, racksAfterRealms = 0) => ({
  nodes,
  racks,
  realms,
  racksAfterRealms,
  exact: true,
});

describe('toleranceText', () => {
  it('never offers "0 DCs" as a survivable loss', () => {
    const t = toleranceText(tol(2, 2, 0), 2);
    expect(t).not.toContain('0 DCs');
    expect(t).toBe('every record survives losing any 2 nodes, or any 2 racks, but not a whole DC');
  });
  it('names DCs and the racks after them when a DC can go', () => {
    expect(toleranceText(tol(4, 4, 1, 1), 3)).toBe(
      'every record survives losing any 4 nodes, or any 4 racks, or 1 DC plus 1 more rack',
    );
    expect(toleranceText(tol(1, 1, 0), 1)).toBe('every record survives losing any 1 node, or any 1 rack');
  });
});

describe('toleranceText in Russian', () => {
  it('declines nodes and racks after "потерю" and keeps the DC caveat', async () => {
    const { i18n } = await import('../i18n/index.ts');
    await i18n.changeLanguage('ru');
    try {
      expect(toleranceText(tol(1, 2, 0), 2)).toBe(
        'каждая запись переживёт потерю любого 1 узла, или любых 2 стоек, но не целого ДЦ',
      );
      expect(toleranceText(tol(5, 5, 1, 1), 3)).toBe(
        'каждая запись переживёт потерю любых 5 узлов, или любых 5 стоек, или 1 ДЦ и ещё 1 стойки',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
