/** The page's one LogIndex, fed from the controller's trace (history first) and cleared on reset. */
import * as controller from '../sim/controller.ts';
import { LogIndex } from './logIndex.ts';

let log: LogIndex | null = null;

export function logIndex(): LogIndex {
  if (log) return log;
  const l = new LogIndex();
  l.add(controller.traceHistory());
  controller.onTrace(
    (batch) => l.add(batch),
    () => l.clear(),
  );
  log = l;
  return l;
}
