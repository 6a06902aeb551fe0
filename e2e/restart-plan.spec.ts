/**
 * The Record tab's maintenance part while the run plays: "may I take this down now?" for a picked
 * rack with a fault in force, and a rolling-restart plan made for the running cluster and run from
 * the page — its batch progress advances on screen and every subsystem is still available at the
 * end. In English and in Russian.
 */
import { expect, test } from './fixtures.ts';
import { InspectorMaintenance } from './pages/maintenance.ts';

test.describe.configure({ timeout: 120_000 });

test('picking racks in the inspector while a rack is down: refused with the ring named, or down already', async ({
  app,
}) => {
  const m = new InspectorMaintenance(app.page);
  await app.open('?preset=single-dc-8-racks');
  await app.timeline.play();
  await expect.poll(() => app.timeline.timeMs()).toBeGreaterThan(0);
  await m.pick('rack:dc1-r2');
  await expect(m.answer).toHaveAttribute('data-allowed', 'true');
  await expect(m.answer).toContainText('May I take this down now? Allowed');

  await app.cluster.toggleRack('dc1-r1');
  await expect(m.answer).toHaveAttribute('data-allowed', 'false');
  await expect(m.cms).toContainText('at n3, ring group 0, ring 1');
  await m.pick('rack:dc1-r1');
  await expect(m.answer).toHaveCount(0);
  await expect(m.down).toHaveText('It is down already.');
});

test('plan a rolling restart, run it while playing: batch k of n advances, all subsystems available at the end', async ({
  app,
}) => {
  const m = new InspectorMaintenance(app.page);
  await app.open('?preset=single-dc-8-racks');
  await app.timeline.playAt('1 s/s (×1)');
  await m.plan();
  await expect(m.summary).toHaveText('Fewest safe batches: 4 (nodes already down: 0)');
  await expect(m.batches).toHaveCount(4);
  const restarted = (await m.batches.evaluateAll((els) => els.map((e) => e.getAttribute('data-nodes')))).join(
    ',',
  );
  expect(
    restarted
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([...Array(16).keys()].map((i) => i + 1));

  await m.runButton.click();
  await expect(m.ticks).toHaveCount(4);
  await expect(m.progress).toHaveText('Rolling restart: batch 1 of 4');
  await expect(m.progress).toHaveText('Rolling restart: batch 2 of 4');
  await expect(m.progress).toHaveText('Rolling restart: batch 4 of 4');
  await expect(m.progress).toHaveText('Rolling restart done: all 4 batches', { timeout: 60_000 });
  for (const s of ['statestorage', 'board', 'schemeboard']) {
    await expect(app.header.headroomRow(s)).toHaveAttribute('data-lost-read', '0');
    await expect(app.header.headroomRow(s)).toHaveAttribute('data-lost-write', '0');
  }
  // The restarts played on the run: a fault tick where the first batch's tick is.
  const first = Number(await m.ticks.first().getAttribute('data-t'));
  await expect(app.timeline.marksAt(first).first()).toBeAttached();
});

test('in Russian: the refusal names the ring, and the plan runs stage by stage', async ({ app }) => {
  const m = new InspectorMaintenance(app.page);
  await app.open('?preset=single-dc-8-racks&lang=ru');
  await app.timeline.playAt('1 с/с (×1)');
  await app.cluster.toggleRack('dc1-r1');
  await m.pick('rack:dc1-r2');
  await expect(m.answer).toContainText('Можно ли отключить это сейчас? Нельзя');
  await expect(m.cms).toContainText('узел n3, группа колец 0, кольцо 1');

  // With dc1-r1 down a second rack may go down but never a third: the seven others one by one.
  await m.plan();
  await expect(m.summary).toHaveText('Наименьшее безопасное число этапов: 7 (уже отключено узлов: 2)');
  await m.runButton.click();
  await expect(m.progress).toHaveText('Поэтапный перезапуск: этап 2 из 7');
  await expect(m.progress).toHaveText('Поэтапный перезапуск завершён: все этапы (7) пройдены', {
    timeout: 60_000,
  });
  await expect(app.header.headroomRow('board')).toHaveAttribute('data-lost-read', '0');
});
