/**
 * A saved session runs unchanged under the CLI: the file the page exports (cluster with placement
 * overrides, seed, commands, the state at save time as expectations) passes `sim run`, and the
 * same file with one expectation turned false fails it — the expectations are really checked.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, loadPreset, parseScenario, runScenarioSync } from '../engine/index.ts';
import { sessionScenario, type SessionState } from '../app/viewmodel/sessionScenario.ts';

function simRun(file: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/sim.ts', 'run', file], {
      timeout: 240_000,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const p = loadPreset('mirror-3-dc');
const options = { statestorage: { ntoSelect: 5 } };
const session: Omit<SessionState, 'nodeStatus'> = {
  presetName: 'mirror-3-dc',
  buildOptions: options,
  topology: p.topology,
  config: buildConfig(p.topology, options),
  seed: 11,
  log: [
    { atUs: 1_000, cmd: { kind: 'rack.down', rack: 'dc1-r1' } },
    { atUs: 40_123, cmd: { kind: 'node.down', node: 14 } },
    { atUs: 90_000, cmd: { kind: 'node.up', node: 2 } },
  ],
  timeUs: 300_000,
};

/** The node states the page would show at `timeUs`: the run itself, without expectations. */
function outcomes(): SessionState['nodeStatus'] {
  const bare = parseScenario(
    sessionScenario({ ...session, nodeStatus: {} }, { name: 'bare', description: '', expectations: false }),
  );
  if (!bare.ok) throw new Error(bare.errors.join('\n'));
  const r = runScenarioSync(bare.scenario);
  const status: Record<number, string> = {};
  for (const n of p.topology.nodes) {
    const s = r.sim.nodeStatus(n.id);
    if (s !== 'up') status[n.id] = s;
  }
  void r.sim.dispose();
  return status;
}

describe('an exported session', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quorumscope-session-'));
  const status = outcomes();
  const file = sessionScenario(
    { ...session, nodeStatus: status },
    { name: 's', description: 'saved', expectations: true },
  );

  it('keeps the preset by name with its overrides', () => {
    expect(file.preset).toBe('mirror-3-dc');
    expect(file.configOptions).toEqual(options);
    expect(
      Object.keys(status)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 3, 14]);
  });

  it('runs under `sim run` with every expectation met', async () => {
    const path = join(dir, 'session.json');
    writeFileSync(path, JSON.stringify(file, null, 2));
    const r = await simRun(path);
    expect(r.out).not.toMatch(/✗/);
    expect(r.code, r.out).toBe(0);
  }, 240_000);

  it('fails under `sim run` when the state it expects is not what happens', async () => {
    const wrong = {
      ...file,
      steps: file.steps.map((s) =>
        'expect' in s && s.expect === 'node' && s.node === 14 ? { ...s, status: 'up' } : s,
      ),
    };
    const path = join(dir, 'wrong.json');
    writeFileSync(path, JSON.stringify(wrong));
    const r = await simRun(path);
    expect(r.code, r.out).toBe(1);
  }, 240_000);
});
