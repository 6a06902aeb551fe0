/**
 * Messages of the test-only behaviours. They are not part of the engine's Message union (tests
 * must not widen the production protocol), so they cross ctx.send through one cast here.
 */
import type { Message } from '../messages.ts';

export type TestMessage =
  | { readonly kind: 'test.ping'; readonly n: number }
  | { readonly kind: 'test.pong'; readonly n: number }
  | { readonly kind: 'test.tick'; readonly n: number }
  | { readonly kind: 'test.hop'; readonly ttl: number }
  | { readonly kind: 'test.boom' };

/** The single cast point: test messages travel as engine messages. */
export function asMessage(m: TestMessage): Message {
  return m as unknown as Message;
}

/** Reads any delivered message as a test message or a system one (switch on `kind`). */
export function asTest(m: Message): TestMessage | Message {
  return m as unknown as TestMessage | Message;
}
