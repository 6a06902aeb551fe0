import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { stepWords, waitLine } from './stepperText.ts';

describe('stepper text', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names each step in plain words, with its YDB name', () => {
    expect(stepWords(2)).toBe('count the new group for reads and writes too (MAKE_NEW_GROUP_READWRITE)');
  });

  it('says what the move waits for, or why it cannot proceed', () => {
    expect(waitLine(null, 0)).toBeNull();
    expect(waitLine({ kind: 'root' }, 0)).toMatch(/^Waiting for the distconf root…/);
    expect(waitLine({ kind: 'pause', step: 3, leftUs: 4_200_000 }, 2)).toBe(
      'Step 3 is queued until step 2’s pause ends — 4.2 s',
    );
    expect(waitLine({ kind: 'noRoot', node: 1, rack: 'dc1-r1' }, 1)).toMatch(
      /^No distconf root: its node n1 is down \(rack dc1-r1 is down\)\./,
    );
    expect(waitLine({ kind: 'stepperDown', node: 1, rack: null }, 1)).toMatch(
      /the stepper runs on n1, which is down\. /,
    );
    expect(waitLine({ kind: 'stepperLost', node: 1 }, 1)).toMatch(/^Stopped at step 1: n1 restarted/);
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    expect(waitLine({ kind: 'root' }, 0)).toMatch(/^Ждём корень distconf…/);
    expect(stepWords(4)).toBe('удалить старую группу (DELETE_PREVIOUS_GROUP)');
  });
});
