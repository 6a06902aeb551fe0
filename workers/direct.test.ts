/** The request port beside comlink: answers in order, and a request the worker failed rejects. */
import { describe, expect, it } from 'vitest';
import type { HostRequest, HostResponse } from '../engine/index.ts';
import { requestOver, serveRequests, type CallPort } from './direct.ts';

const req = (n: number): HostRequest => ({ kill: [n], boot: [], steps: [] });

describe('request port', () => {
  it('answers each request with its own response, in order, and rejects a failed one', async () => {
    const { port1, port2 } = new MessageChannel();
    serveRequests(port2 as unknown as CallPort, (r): HostResponse => {
      const n = r.kill[0] as number;
      if (n === 3) throw new Error('step failed on node 3');
      return { outputs: [], spans: Array.from({ length: n }, () => null as never) };
    });
    const request = requestOver(port1 as unknown as CallPort);
    try {
      const [a, b] = await Promise.all([request(req(2)), request(req(1))]);
      expect(a.spans).toHaveLength(2);
      expect(b.spans).toHaveLength(1);
      await expect(request(req(3))).rejects.toThrow('step failed on node 3');
      await expect(request(req(4))).resolves.toMatchObject({ outputs: [] });
    } finally {
      port1.close();
      port2.close();
    }
  });
});
