import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import { PageRun, type PageRunHost } from './pageRun.ts';
import { TraceBus } from './traceBus.ts';

const world = loadPreset('mirror-3-dc');

/** A session whose host records the play state it is told, as the app store does. */
function setup() {
  const page = { timeUs: 0, playing: false };
  const host: PageRunHost = {
    spec: () => ({ topology: world.topology, config: world.config, seed: 1 }),
    speed: () => 1,
    setTime: (t) => (page.timeUs = t),
    setPlaying: (p) => (page.playing = p),
    setRuntime: () => undefined,
    refused: () => undefined,
  };
  return { session: new PageRun(host, new TraceBus([])), page };
}

let session: PageRun | null = null;
beforeEach(() => {
  // The player's frames never fire here: play state is what is under test, not the clock.
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(async () => {
  await session?.stop();
  vi.unstubAllGlobals();
});

describe('play state across a lesson running forward', () => {
  it('a forward run that keeps play leaves a playing run playing; a plain seek pauses it', async () => {
    const s = setup();
    session = s.session;
    await s.session.attach((init) => inProcessRuntime(init));
    s.session.play();
    expect(s.page.playing).toBe(true);
    await s.session.seek(20_000, true);
    expect(s.page.timeUs).toBe(20_000);
    expect(s.page.playing).toBe(true);
    s.session.pause();
    expect(s.page.playing).toBe(false);
    s.session.play();
    await s.session.seek(40_000);
    expect(s.page.timeUs).toBe(40_000);
    expect(s.page.playing).toBe(false);
  });

  it('a forward run that keeps play never goes back', async () => {
    const s = setup();
    session = s.session;
    await s.session.attach((init) => inProcessRuntime(init));
    await s.session.seek(30_000);
    await s.session.seek(10_000, true);
    expect(s.page.playing).toBe(false);
    expect(s.page.timeUs).toBe(30_000);
  });
});
