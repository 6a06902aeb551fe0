/**
 * `sim run FILE --chaos` judges a chaos run's file by the sweep's checkers: with the heal time the
 * file carries, chaos.available-after-heal fails a request made after it, on the line it prints.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unhealedScenario } from '../../engine/testing.ts';
import { runCommand } from './run.ts';

const T = '72075186224037888';
const dir = mkdtempSync(join(tmpdir(), 'run-chaos-'));
function write(name: string, chaos?: { availableAfterMs: number }): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(unhealedScenario(chaos, name)));
  return file;
}

describe('sim run --chaos', () => {
  it('applies chaos.available-after-heal from the heal time the file carries', async () => {
    const out = await runCommand(write('healed-at-2s', { availableAfterMs: 2000 }), { chaos: true });
    expect(out.code).toBe(1);
    const lines = out.text.split('\n').filter((l) => l.includes('chaos.available-after-heal'));
    expect(lines).toEqual([
      `  ✗ chaos.available-after-heal at 3900.300 ms: n5 request to tablet ${T} started at 3.000 s, after the heal, failed: ERROR disconnected`,
    ]);
    // the same file without the flag, and a file without the heal time, are not held to it
    const plain = await runCommand(write('healed-at-2s-plain', { availableAfterMs: 2000 }), {});
    expect(plain.text).not.toContain('chaos.available-after-heal');
    const none = await runCommand(write('no-heal-time'), { chaos: true });
    expect(none.text).not.toContain('chaos.available-after-heal');
  });

  it('refuses a heal time that is no time, naming the file and the field', async () => {
    await expect(runCommand(write('negative', { availableAfterMs: -5 }), { chaos: true })).rejects.toThrow(
      /negative\.json: chaos\.availableAfterMs: /,
    );
  });
});
