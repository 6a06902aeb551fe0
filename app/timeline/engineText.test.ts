import { describe as suite, expect, it } from 'vitest';
import { boardSummary, describeSummary, type PathDescription } from '../../engine/index.ts';
import { detailLine, summaryLine } from './engineText.ts';

const table = {
  path: '/db/t',
  owner: '72075186224037897',
  generation: 2,
  localPathId: 5,
  version: 3,
  deleted: false,
  object: { type: 'table' },
  children: [],
} as unknown as PathDescription;

suite('engine text read back into log lines', () => {
  it('reads the summaries the engine writes today (a change of grammar fails here)', () => {
    const owner = { node: 3, name: 'a1.4' };
    expect(summaryLine(boardSummary([{ owner, payload: 'x' }]))).toMatchObject({
      key: 'summary.pub',
      values: { count: { count: 1 } },
    });
    expect(summaryLine(boardSummary([]))).toEqual({ key: 'summary.noPub' });
    expect(summaryLine(describeSummary(table))).toEqual({
      key: 'summary.sb',
      values: { type: 'table', version: '3', gen: '2', id: '5' },
    });
    expect(summaryLine(describeSummary({ ...table, deleted: true, object: null }))).toMatchObject({
      key: 'summary.sbDeleted',
    });
    expect(summaryLine(describeSummary(null))).toEqual({ key: 'summary.none' });
    expect(summaryLine('leader - gen 0:0')).toMatchObject({
      key: 'summary.leader',
      values: { leader: { key: 'summary.noLeader' } },
    });
  });

  it('reads outcomes, keeping YDB status names, and shows anything else verbatim', () => {
    expect(detailLine('RACE gen 3:1')).toEqual({ key: 'detail.gen', values: { status: 'RACE', gen: '3:1' } });
    expect(detailLine('path exists')).toEqual({ key: 'detail.pathExists' });
    expect(detailLine('ERROR no leader')).toEqual({ key: 'verbatim', values: { text: 'ERROR no leader' } });
    expect(summaryLine('something new')).toEqual({ key: 'verbatim', values: { text: 'something new' } });
  });
});
