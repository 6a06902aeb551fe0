import { describe, expect, it } from 'vitest';
import broken from '../../../public/configs/broken.yaml?raw';
import mirror from '../../../public/configs/mirror-3-dc.yaml?raw';
import { parseConfigText, usable } from './parsedConfig.ts';

describe('parseConfigText', () => {
  it('is nothing while only blanks are written', () => {
    expect(parseConfigText('  \n ')).toBeNull();
    expect(usable(parseConfigText(''))).toBe(false);
  });
  it('imports a sample config with no problem', () => {
    const p = parseConfigText(mirror);
    expect(usable(p)).toBe(true);
    expect(p?.topology.nodes.length).toBeGreaterThan(0);
  });
  it('names what is wrong and where for a broken file', () => {
    const p = parseConfigText(broken);
    expect(usable(p)).toBe(false);
    const first = p?.problems[0];
    expect(first?.path).toBeTruthy();
    expect(first?.line).toBeGreaterThan(0);
  });
});
