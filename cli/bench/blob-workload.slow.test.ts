import { expect, it } from 'vitest';
import { blobTraffic } from './blob-workload.ts';

it('the writes add blob traffic to the same workload shape; without them nothing carries a blob', () => {
  const plain = blobTraffic(1, false);
  const withWrites = blobTraffic(1);
  expect(plain.blob).toBe(0);
  expect(withWrites.blob).toBeGreaterThan(0);
  expect(withWrites.messages).toBeGreaterThan(plain.messages);
});
