/** The open event log leaves the cluster view room and lists its rows in time order. */
import { expect, test } from './fixtures.ts';

for (const width of [1440, 1024]) {
  test(`the event log leaves the cluster room and lists events in time order (${width} px)`, async ({
    app,
    page,
  }) => {
    const { log } = app;
    await page.setViewportSize({ width, height: 900 });
    await app.open('?preset=mirror-3-dc&seed=1&scenario=tablet-reelection');
    await app.waitLive();
    await app.notices.dismiss(app.notices.scenario);
    await log.toggle();
    await log.showMessages();
    await app.timeline.goTo(30);
    await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThanOrEqual(30_000);
    const cluster = await app.cluster.svg.boundingBox();
    expect(cluster!.height).toBeGreaterThanOrEqual(220);
    await expect.poll(() => log.rows.count()).toBeGreaterThanOrEqual(8);
    await log.log.locator('.log-list').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    // The list's rows only: alarms pinned above it are older by design.
    const times = await log.log.locator('.log-list .log-time').evaluateAll((els) =>
      els
        .map((el) => ({ top: el.getBoundingClientRect().top, t: parseFloat(el.textContent ?? '') }))
        .sort((a, b) => a.top - b.top)
        .map((x) => x.t),
    );
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThanOrEqual(times[i - 1]!);
    await app.screenshot(test.info(), `event-log-${width}`);
  });
}

for (const width of [1440, 1024]) {
  test(`with the event log open during a run the tab panel stays in view (${width} px)`, async ({
    app,
    page,
  }) => {
    const { log, network, timeline } = app;
    await page.setViewportSize({ width, height: 900 });
    await app.open('?preset=mirror-3-dc');
    await app.waitLive();
    await timeline.play();
    await app.cluster.toggleRack('dc1-r1');
    await log.toggle();
    await network.open();
    const panel = (await app.tabs.lowerPanel.boundingBox())!;
    const list = (await log.log.boundingBox())!;
    const cluster = (await app.cluster.svg.boundingBox())!;
    // The tab strip and a few lines of the open tab, above the log and inside the window.
    expect(panel.height).toBeGreaterThanOrEqual(125);
    expect(panel.y + panel.height).toBeLessThanOrEqual(list.y);
    expect(list.y + list.height).toBeLessThanOrEqual(900);
    expect(cluster.height).toBeGreaterThanOrEqual(220);
    await expect(page.getByTestId('tab-network')).toBeInViewport();
    await timeline.pause();
    await expect.poll(() => log.rows.count()).toBeGreaterThanOrEqual(1);
    await app.screenshot(test.info(), `event-log-tabs-${width}`);
  });
}
