/**
 * A session saved as a file runs with the command the page prints: press Play, fail a rack while it
 * runs, save the session, then run exactly what the page says. Its standard output is the report
 * alone (no npm banner before it), so it can be piped or parsed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

test('a saved session runs with the printed command, whose output starts with the report', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  await app.open('?preset=single-dc-8-racks');
  await app.waitLive();
  await app.timeline.playFastest();
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 60_000 }).toBeGreaterThan(1_000_000);
  await app.cluster.toggleRack('dc1-r1');
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 60_000 }).toBeGreaterThan(3_000_000);
  await app.setup.open();
  const download = page.waitForEvent('download');
  await app.setup.sessionSave.click();
  const file = join(
    mkdtempSync(join(tmpdir(), 'quorumscope-session-')),
    (await download).suggestedFilename(),
  );
  await (await download).saveAs(file);

  const help = (await app.setup.sessionFile.innerText()).replace(/\s+/g, ' ');
  const printed = /run it with (npm run .*?) (\S+\.json)\./.exec(help);
  expect(printed, help).not.toBeNull();
  const [, command, name] = printed as RegExpExecArray;
  expect(command).toBe('npm run -s sim -- run');
  expect(file.endsWith(name as string)).toBe(true);
  const [npm, ...args] = (command as string).split(' ');
  const out = execFileSync(npm as string, [...args, file], { encoding: 'utf8', timeout: 120_000 });
  expect(out.split('\n')[0]).toMatch(/^scenario /);
  expect(out).toContain('result: PASS');
});
