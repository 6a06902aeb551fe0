/** Network faults from the Network tab: sent as commands, drawn on the cluster while in force, healed. */
import { expect, test } from './fixtures.ts';

test('cut, one-way cut, delay and loss are drawn while in force and go on heal', async ({
  app,
  page,
}, info) => {
  const { network } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await network.open();
  await network.between('dc:dc1', 'dc:dc2');
  await network.cut();
  await expect(network.link('dc1-dc2')).toHaveAttribute('data-cut', 'both');

  await network.between('rack:dc3-r2', 'rack:dc1-r1');
  await network.direction('one');
  await network.cut();
  await expect(network.link('dc3-r2-dc1-r1')).toHaveAttribute('data-cut', 'one-way');

  // A place cannot be cut from a part of itself.
  await network.between('dc:dc1');
  await expect(network.error).toContainText('share nodes');
  await expect(network.cutButton).toBeDisabled();

  await page.getByTestId('net-b').selectOption('dc:dc3');
  await network.delay('abc');
  await expect(network.error).toContainText('Extra delay must be a number');
  await network.delay('7');
  await expect(network.inForce).toContainText('+7 ms');
  await network.loss('5');
  await expect(network.inForce).toContainText('5.0% of messages lost');
  await expect(page.locator('.cluster-panel .panel-sub')).toContainText('5.0% of messages lost');
  await app.screenshot(info, 'network-faults-1440');
  // Commands only: the engine's own trace says what is in force.
  expect(await app.state((s) => s.nodeStatus)).toEqual({});

  await network.healAll();
  await expect(network.links).toHaveCount(0);
  await expect(network.inForce).toContainText('No network fault in force');
});
