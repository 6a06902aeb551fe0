// Test thread for doorbell.slow.test.ts: serves the doorbell it is handed with a stand-in for the
// node worker's request runner (answers with the request's kills as node ids; a kill of 666 throws,
// 777 exits the thread, 888 busies it for 300 ms) and echoes what arrives through its event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveDoorbell } = await import('./doorbell.ts');
serveDoorbell(workerData.doorbell, (req) => {
  const first = req.kill[0];
  if (first === 666) throw new Error('bad request');
  if (first === 777) process.exit(3);
  if (first === 888) for (const t = Date.now(); Date.now() - t < 300;);
  return { outputs: req.kill.map((node) => ({ node, nextTimerAt: Infinity })) };
});
parentPort.on('message', (m) => parentPort.postMessage(m));
