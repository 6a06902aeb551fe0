/**
 * A finger has no hover. A tap on a rack fails it, as a click does; the "what if" readout, which
 * follows a mouse pointer, is not left where the finger was, over the racks it just failed. A mouse
 * on the same page still gets it.
 */
import { expect, test } from './fixtures.ts';

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test('a tapped rack fails and no hover readout covers it; a mouse still gets the readout', async ({
  app,
}) => {
  await app.open();
  await app.waitLive();
  await app.timeline.playButton.tap();
  const rack = app.cluster.rack('dc1-r2');
  await rack.tap();
  await expect(rack).toHaveAttribute('data-state', 'down');
  // Two frames on, the readout a tap used to leave would be drawn.
  await app.cluster.svg.evaluate((el) => {
    const win = el.ownerDocument.defaultView!;
    return new Promise((r) => win.requestAnimationFrame(() => win.requestAnimationFrame(r)));
  });
  await expect(app.cluster.blastRadius).toHaveCount(0);
  await rack.tap();
  await expect(rack).toHaveAttribute('data-state', 'up');
  await expect(app.cluster.blastRadius).toHaveCount(0);

  await rack.hover();
  await expect(app.cluster.blastRadius).toContainText('rack dc1-r2');
});
