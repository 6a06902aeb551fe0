/** Network faults from the Network tab: sent as commands, drawn on the cluster while in force, healed. */
import { expect, test } from './fixtures.ts';

test('cut, one-way cut, delay and loss are drawn while in force and go on heal', async ({
  app,
  page,
}, info) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await page.getByTestId('tab-network').click();
  await page.getByTestId('net-a').selectOption('dc:dc1');
  await page.getByTestId('net-b').selectOption('dc:dc2');
  await page.getByTestId('net-cut').click();
  await expect(page.getByTestId('net-link-dc1-dc2')).toHaveAttribute('data-cut', 'both');

  await page.getByTestId('net-a').selectOption('rack:dc3-r2');
  await page.getByTestId('net-b').selectOption('rack:dc1-r1');
  await page.getByTestId('net-direction').selectOption('one');
  await page.getByTestId('net-cut').click();
  await expect(page.getByTestId('net-link-dc3-r2-dc1-r1')).toHaveAttribute('data-cut', 'one-way');

  // A place cannot be cut from a part of itself.
  await page.getByTestId('net-a').selectOption('dc:dc1');
  await expect(page.getByTestId('net-error')).toContainText('share nodes');
  await expect(page.getByTestId('net-cut')).toBeDisabled();

  await page.getByTestId('net-b').selectOption('dc:dc3');
  await page.getByTestId('net-delay').fill('abc');
  await page.getByTestId('net-delay-set').click();
  await expect(page.getByTestId('net-error')).toContainText('Extra delay must be a number');
  await page.getByTestId('net-delay').fill('7');
  await page.getByTestId('net-delay-set').click();
  await expect(page.getByTestId('net-in-force')).toContainText('+7 ms');
  await page.getByTestId('net-loss').fill('5');
  await page.getByTestId('net-loss-set').click();
  await expect(page.getByTestId('net-in-force')).toContainText('5.0% of messages lost');
  await expect(page.locator('.cluster-panel .panel-sub')).toContainText('5.0% of messages lost');
  await app.screenshot(info, 'network-faults-1440');
  // Commands only: the engine's own trace says what is in force.
  expect(await app.state((s) => s.nodeStatus)).toEqual({});

  await page.getByTestId('net-heal-all').click();
  await expect(page.getByTestId('net-links')).toHaveCount(0);
  await expect(page.getByTestId('net-in-force')).toContainText('No network fault in force');
});
