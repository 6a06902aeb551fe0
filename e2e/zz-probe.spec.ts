import { expect, test } from './fixtures.ts';
test('probe', async ({ app, page }) => {
  await app.open();
  await expect(page.getByTestId('runtime')).toContainText('live', { timeout: 30_000 });
  await app.inspect('72075186224037888');
  await page.getByTestId('record-actions').getByRole('button', { name: 'Boot tablet' }).click();
  await page.getByTestId('play').click();
  await page.waitForTimeout(3000);
  await page.getByTestId('pause').click();
  const r = await page.evaluate(() => {
    const s = (globalThis as any).__quorumscope.store.getState();
    return { t: s.timeUs, keys: Object.keys(s.replicaValues).slice(0, 20), v: JSON.stringify(Object.entries(s.replicaValues).slice(0, 4)) };
  });
  console.log(JSON.stringify(r));
  console.log(await page.getByTestId('inspector-replica').first().innerHTML());
});
