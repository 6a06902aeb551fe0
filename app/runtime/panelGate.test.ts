import { describe, expect, it } from 'vitest';
import { holdPanelsUntil, panelsHeld } from './panelGate.ts';

describe('panelGate', () => {
  it('holds the panels until the promise settles, then lets them render', async () => {
    expect(panelsHeld()).toBeNull();
    let done = () => {};
    holdPanelsUntil(new Promise<void>((r) => (done = r)));
    const held = panelsHeld();
    expect(held).not.toBeNull();
    done();
    await held;
    expect(panelsHeld()).toBeNull();
  });

  it('lets them render when the run fails to start too', async () => {
    let fail = (_: Error) => {};
    holdPanelsUntil(new Promise<void>((_, r) => (fail = r)));
    const held = panelsHeld();
    fail(new Error('no runtime'));
    await held;
    expect(panelsHeld()).toBeNull();
  });
});
