/**
 * Bridge admin commands pass YDB's CLI, server and distconf: a refusal on the Piles tab names the
 * layer that refused it and quotes YDB's text, in English and in Russian; takedown is refused by the
 * server and the tab says why; a second failover YDB accepts only raises the generation; the
 * `update --set` form reaches the server's checks and commits with a quorum pile.
 */
import { expect, test } from './fixtures.ts';

test('takedown is refused by the server with its text and the tab says why; a second failover is accepted', async ({
  app,
}) => {
  const { piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await piles.open();
  await piles.takedown('B');
  await expect(piles.refusal('B')).toHaveAttribute('data-layer', 'server', { timeout: 30_000 });
  await expect(piles.refusal('B')).toContainText(
    'refused by the server (UpdateClusterState, rpc_bridge.cpp)',
  );
  await expect(piles.refusal('B')).toContainText('INTERNAL_ERROR');
  await expect(piles.refusal('B')).toContainText('Unsupported pile state');
  await expect(piles.takedownWhy).toContainText('switchover');
  await expect(piles.state('B')).toHaveText('SYNCHRONIZED');
  await expect(piles.docsNotes).toContainText('Modelled: the code.');

  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.generation).toHaveText('generation 1');
  // Failing B over again: YDB accepts it, nothing changes but the generation.
  await piles.failover('B');
  await expect(piles.generation).toHaveText('generation 2', { timeout: 30_000 });
  await expect(piles.refusal('B')).toHaveCount(0);
  await expect(piles.state('B')).toHaveText('DISCONNECTED');
  await timeline.pause();
});

test('in Russian, a refusal by distconf names its layer and keeps YDB text as YDB prints it', async ({
  app,
}) => {
  const { piles, timeline } = app;
  await app.open('?preset=bridge-2-piles&lang=ru');
  await app.waitLive();
  await timeline.playFastest();
  await piles.open();
  await piles.rejoin('B');
  await expect(piles.refusal('B')).toHaveAttribute('data-layer', 'distconf', { timeout: 30_000 });
  await expect(piles.refusal('B')).toContainText('отклонено на уровне distconf (SwitchBridgeClusterState)');
  await expect(piles.refusal('B')).toContainText(
    'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
  );
  await expect(piles.docsNotes).toContainText('Смоделирован код.');
  await timeline.pause();
});

test('update --set from the form: the server refuses a second primary, then B is disconnected with quorum pile A', async ({
  app,
}) => {
  const { piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await piles.open();
  await piles.update({ B: 'PRIMARY' });
  await expect(piles.updateRefusal).toHaveAttribute('data-layer', 'server', { timeout: 30_000 });
  await expect(piles.updateRefusal).toContainText('BAD_REQUEST');
  await expect(piles.updateRefusal).toContainText('Multiple primary piles are not allowed, found 0 and 1');
  await piles.update({ B: 'DISCONNECTED' }, 'A');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.generation).toHaveText('generation 1');
  await expect(piles.updateRefusal).toHaveCount(0);
  await timeline.pause();
});
