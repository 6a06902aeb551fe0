/**
 * The first minute on the bare page: the hint names the controls a newcomer needs (▶ Play, "Boot
 * tablet", a rack), ticks each off as it is done, and gives way to the general how-to after.
 */
import { expect, test } from './fixtures.ts';

test('the bare page says where to start, and the hint follows what is done', async ({ app }) => {
  const { header, timeline, inspector, cluster, story } = app;
  await app.open();
  await app.waitLive();
  await expect(header.howto).toHaveAttribute('data-next', 'play');
  await expect(header.startStep('play')).toContainText('▶ Play');
  await expect(header.startStep('boot')).toContainText('Boot tablet');
  await expect(header.startStep('fail')).toContainText('click a rack');
  await story.open();
  await expect(app.page.getByTestId('feed-empty')).toContainText('▶ Play');

  await timeline.play();
  await expect(header.startStep('play')).toHaveAttribute('data-done', 'true');
  await expect(header.howto).toHaveAttribute('data-next', 'boot');
  await expect(app.page.getByTestId('feed-empty')).toContainText('Boot tablet');

  // Boot the inspected tablet while time runs: the note no longer asks for Play first.
  await inspector.act('Boot tablet', 1);
  await expect(inspector.actionsNote).toContainText('Boot tablet on n1 sent');
  await expect(inspector.actionsNote).not.toContainText('press play');
  await expect(header.startStep('boot')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await expect(header.howto).toHaveAttribute('data-next', 'fail');

  await cluster.toggleRack('dc1-r1');
  await expect(header.startStep('fail')).toHaveCount(0);
  await expect(header.howto).not.toHaveAttribute('data-next');
  await expect(header.howto).toContainText('How to use');
  await expect(header.howto).toContainText('click a node, rack or datacenter');
});

test('the Russian bare page names the same controls in Russian', async ({ app }) => {
  await app.open('?lang=ru');
  await app.waitLive();
  await expect(app.header.startStep('play')).toContainText('▶ Пуск');
  await expect(app.header.startStep('boot')).toContainText('«Запустить таблетку»');
  await app.timeline.play();
  await expect(app.header.startStep('play')).toHaveAttribute('data-done', 'true');
  await expect(app.header.startStep('play')).toContainText('сделано');
});

test('on a phone the "Boot tablet" step takes the person to the button, on the Record tab', async ({
  app,
  page,
}) => {
  const { header, timeline, inspector } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open();
  await app.waitLive();
  await timeline.play();
  // The person had looked at Setup: the step opens the Record tab again.
  await page.getByTestId('tab-setup').click();
  const boot = inspector.action('Boot tablet');
  await expect(boot).not.toBeInViewport();
  await header.startShow('boot').click();
  await expect(page.getByTestId('tab-record')).toHaveAttribute('aria-selected', 'true');
  await expect(boot).toBeInViewport();
  await expect(boot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(header.startStep('boot')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await expect(header.startShow('boot')).toHaveCount(0);
});
