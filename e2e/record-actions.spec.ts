/** "Try it live" in the record inspector: what it sent, and why it refuses a down node. */
import { expect, test } from './fixtures.ts';

test('a tablet action cannot be sent to a down node, and its note follows the record', async ({ app }) => {
  const { cluster, inspector } = app;
  await app.open();
  await app.waitLive();
  await inspector.inspect('72075186224037888');
  const note = inspector.actionsNote;
  await inspector.pickNode(2);
  await inspector.actions.getByRole('button', { name: 'Boot tablet' }).click();
  await expect(note).toContainText('Boot tablet on n2 sent');
  // Another record: the note about the first one goes.
  await inspector.inspect('72075186224037889');
  await expect(note).not.toContainText('sent');
  // Fail n2: the buttons refuse and the note says why.
  await cluster.toggleNode(2);
  await expect(cluster.node(2)).toHaveAttribute('data-state', 'down');
  await expect(inspector.actions.getByRole('button', { name: 'Boot tablet' })).toBeDisabled();
  await expect(note).toContainText('n2 is down');
});
