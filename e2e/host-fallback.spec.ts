/**
 * The faster host: when play on the Web Workers falls short of the chosen speed, the page moves the
 * run to its own thread and says so — the notice, the host label and the Workers popover — and the
 * run goes on from where it was, with the fault given before the move still in force. The page is
 * slowed on purpose (CPU throttling) so the workers surely fall behind at the fastest speed; no
 * figure is asserted. The Russian texts are read after switching the language of the same run.
 */
import { expect, test } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): the Web Worker host is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a Web Worker per node, and when the run moves to them is the subject.
test.use({ alone: true });

test('workers that fall behind hand the run to the page, which goes on from there', async ({ app, page }) => {
  test.setTimeout(120_000);
  await app.open('?preset=mirror-3-dc');
  await app.waitWorkers();
  await app.timeline.setFastest();
  await app.timeline.play();
  await app.cluster.toggleRack('dc2-r1');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  const notice = page.getByTestId('notice-runtime');
  await expect(notice).toContainText('fell behind the chosen speed', { timeout: 90_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(app.header.runtime).toHaveAttribute('data-host', 'in-process');
  await expect(app.cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  const t0 = await app.state((s) => s.timeUs);
  await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThan(t0);
  await app.timeline.pause();
  await app.workers.open();
  await expect(app.workers.host).toHaveAttribute('data-state', 'slow');
  await expect(app.workers.host).toContainText('fell short of the chosen speed');
  await expect(app.workers.label).toHaveText('in-process');
  await page.keyboard.press('Escape');

  await app.header.switchLanguage('ru');
  await app.workers.open();
  await expect(app.workers.host).toContainText('не успевали за выбранной скоростью');
  await expect(app.workers.label).toHaveText('в одном потоке');
});
