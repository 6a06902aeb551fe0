/** Messages of the test-only behaviours (kinds `test.*`); they are in no subsystem's union. */
import type { SystemMessage } from '../messages.ts';

export type TestMessage =
  | { readonly kind: 'test.ping'; readonly n: number }
  | { readonly kind: 'test.pong'; readonly n: number }
  | { readonly kind: 'test.tick'; readonly n: number }
  | { readonly kind: 'test.hop'; readonly ttl: number }
  | { readonly kind: 'test.boom' }
  | { readonly kind: 'test.refuse'; readonly nodes: readonly number[] };

/** What a test behaviour may receive. */
export type TestIn = TestMessage | SystemMessage;
