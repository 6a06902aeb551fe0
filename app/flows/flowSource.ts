/**
 * The one MessageTable of the page, fed from the controller's trace (history first, then every
 * batch) and cleared when the run starts over. The flow layer and the space-time diagram share it.
 */
import * as controller from '../sim/controller.ts';
import { MessageTable } from './messageTable.ts';

let table: MessageTable | null = null;

export function messageTable(): MessageTable {
  if (table) return table;
  const t = new MessageTable();
  t.ingest(controller.traceHistory());
  controller.onTrace(
    (batch) => t.ingest(batch),
    () => t.clear(),
  );
  table = t;
  return t;
}
