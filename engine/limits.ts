/**
 * Every named limit on input (scenario files, CLI arguments, URL parameters): one place, so the
 * same value gets the same treatment everywhere and the message can name the limit it hit.
 * The limits are far above anything a teaching scenario needs and low enough that a run, a parse
 * or an analysis stays within seconds and megabytes.
 */

/** Virtual time a scenario may reach (`at`, `by`, `since`, `durationMs`): 24 h in ms. */
export const MAX_VIRTUAL_MS = 86_400_000;
/** Steps in one scenario file. */
export const MAX_STEPS = 10_000;
/** Nodes of an explicit topology (the index and placement are quadratic in places). */
export const MAX_NODES = 2_000;
/** Samples of a Monte-Carlo estimate (`analyze --samples`, `availability` expectations). */
export const MAX_SAMPLES = 10_000_000;
/** Bytes of a scenario or config file. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
/**
 * Bytes of a YDB config.yaml (`--config`, the app's import; engine/model/yamlconfig/limits.ts).
 * Parsing costs ~1–2 s per megabyte on a slow machine.
 */
export const MAX_CONFIG_BYTES = 2 * 1024 * 1024;
/**
 * Subsets one cut-set enumeration may visit per level (`analyze --cut-limit`; the default,
 * CUT_VISIT_LIMIT = 5 000 000, takes seconds; this cap, minutes).
 */
export const MAX_CUT_VISITS = 200_000_000;
/**
 * Largest cut-set size enumerated (`analyze --max-cut`). A minimal cut holds at most one failure
 * domain per replica of a ring group's quorum: real configs need a handful; beyond this the
 * enumeration would only walk empty sizes.
 */
export const MAX_CUT_SIZE = 64;
/** Nesting of arrays and objects in a JSON file (the deepest real scenario nests 6). */
export const MAX_JSON_DEPTH = 64;
/** SelfHeal Sentinel's consecutive-sample limits (`selfheal.enable` limits.bad/good/prettyGood). */
export const MAX_SENTINEL_LIMIT = 1_000;

/** Replica selections remembered per configuration (tablet → groups; the cache is cleared when full). */
export const MAX_CACHED_SELECTIONS = 100_000;
/**
 * Trace events a run keeps in memory (a run recording in full mode: tests, exports, the lesson
 * checks). At ~230 B an event this is ~460 MB; the CLI's `run` keeps none (it streams or hashes).
 */
export const MAX_KEPT_EVENTS = 2_000_000;
/** Run seeds: non-negative integers that a double holds exactly (engine/kernel/rng.ts folds > 32 bits). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;
/** Configuration commands waiting on the distconf root, and parked on a node while no root is known. */
export const MAX_DISTCONF_QUEUE = 16;

/** `86 400 000` — thin spaces of thousands, as the messages print limits. */
export function formatLimit(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** `… is beyond the 86 400 000 ms (24 h) limit on virtual time (MAX_VIRTUAL_MS)` */
export function virtualTimeLimitMessage(value: number): string {
  return `${value} ms is beyond the ${formatLimit(MAX_VIRTUAL_MS)} ms (24 h) limit on virtual time (MAX_VIRTUAL_MS)`;
}

/** A run stopped at a named limit of kept state; its message is the one line to show. */
export class LimitExceededError extends Error {
  override readonly name = 'LimitExceededError';
}

/** The one line a run stops with when it would keep more events than `limit`. */
export function keptEventsLimitMessage(atMs: number, limit = MAX_KEPT_EVENTS): string {
  return `run stopped at ${atMs} ms: it would keep more than ${formatLimit(limit)} trace events in memory (MAX_KEPT_EVENTS); record in stream or hash mode, or stream the trace to a file`;
}

/**
 * A decimal seed 0..MAX_SEED, or the one-line reason it is not. Shared by the CLI (`--seed`) and the
 * app's URL state.
 */
export function parseSeedText(text: string): { ok: true; seed: number } | { ok: false; reason: string } {
  const reason = `must be a non-negative integer up to ${MAX_SEED} (MAX_SEED)`;
  if (!/^\d+$/.test(text)) return { ok: false, reason };
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n > MAX_SEED) return { ok: false, reason };
  return { ok: true, seed: n };
}

/** Characters of a share link's compressed state (`?s=`): beyond it the link is refused as damaged. */
export const MAX_SHARE_STATE_CHARS = 400_000;
/**
 * Characters a share link's state may unpack to, checked while unpacking (lz-string can expand a
 * short link a thousandfold): a scenario file's limit, since the link carries one.
 */
export const MAX_SHARE_JSON_CHARS = 8 * 1024 * 1024;
/** Anchors a YAML file may dereference as a whole (`yaml`'s maxAliasCount: expansion is counted). */
export const MAX_YAML_ALIAS_COUNT = 100;
/** Characters of the inspected record's text carried in a share link (a tablet id or a path). */
export const MAX_SHARED_RECORD_CHARS = 512;
/** Characters of a violation's message a share link carries (chaos's link; longer ones are cut). */
export const MAX_SHARED_VIOLATION_CHARS = 512;
/** Nodes a shared violation may name. */
export const MAX_SHARED_VIOLATION_NODES = 16;
/** Extra latency a person may put on a link from the page (ms of virtual time). */
export const MAX_LINK_DELAY_MS = 10_000;

/** Lessons (public/lessons): files listed in the index. */
export const MAX_LESSONS = 100;
/** Narrated steps of one lesson. */
export const MAX_LESSON_STEPS = 40;
/** Answers a lesson question offers. */
export const MAX_LESSON_ANSWERS = 6;
/** Characters of one lesson text in one language (a narration, a question, a why). */
export const MAX_LESSON_TEXT = 2_000;
/** Commands one lesson step may give, and set-up commands of one lesson. */
export const MAX_LESSON_COMMANDS = 200;
/** Screen parts one lesson step may point at. */
export const MAX_LESSON_HIGHLIGHTS = 8;
