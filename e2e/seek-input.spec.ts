/** "Go to ms" in the timeline: a bad time is explained on screen and nothing moves. */
import { expect, test } from './fixtures.ts';

test('"go to ms" says what is wrong with a bad time and refuses one beyond the limit', async ({ app }) => {
  const { timeline } = app;
  await app.open();
  await app.waitLive();
  for (const [text, says] of [
    ['abc', 'not a number'],
    ['-5', 'negative'],
    ['99999999', 'at most'],
  ] as const) {
    await timeline.goTo(text);
    await expect(timeline.seekError).toContainText(says);
    await expect(timeline.seekError).toBeInViewport();
  }
  expect(await app.state((s) => s.timeUs)).toBe(0);
  await timeline.goTo(2);
  await expect(timeline.seekError).toHaveCount(0);
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(2000);
});
