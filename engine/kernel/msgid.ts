/**
 * Message ids that do not depend on routing order: a message is numbered by its sender (the n-th
 * send of node index i is n·SLOTS + i + 1; slot 0 numbers the coordinator's: commands), and a
 * disconnect notice by its node pair and that pair's notice generation (negative ids). However the
 * coordinator groups the sends it routes (one window per call, or many), every id is the same.
 */

/** Senders numbered apart: the coordinator and up to SLOTS - 1 nodes. */
export const SLOTS = 65536;

/** Id of sender slot `slot`'s `n`-th message (n ≥ 1). */
export function messageId(slot: number, n: number): number {
  return n * SLOTS + slot;
}

/** Id of the generation-`g` notice of directed pair `p` (receiver · n + subject) among `pairs`. */
export function noticeId(pairs: number, p: number, g: number): number {
  return -(g * pairs + p + 1);
}

/** The generation of a notice id (its pair's count of notices before it). */
export function noticeGeneration(pairs: number, id: number): number {
  return Math.floor((-id - 1) / pairs);
}
