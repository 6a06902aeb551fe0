/**
 * Hard limits of the YAML importer: every input, however large or strange, is refused with a
 * clear message before it can exhaust time, memory or the stack. Real YDB configs sit far below
 * them (hundreds of hosts, a few dozen rings, a file of a few hundred kilobytes).
 */
import { MAX_CONFIG_BYTES } from '../../limits.ts';
import { MAX_RINGS } from '../selection/primes.ts';

/** Largest file read, in UTF-8 bytes (engine/limits.ts MAX_CONFIG_BYTES). */
export const MAX_YAML_FILE_BYTES = MAX_CONFIG_BYTES;
/** Deepest indentation (columns) accepted; bounds block nesting before the YAML parser sees it. */
export const MAX_INDENT_COLUMNS = 256;
/** Deepest `[`/`{` nesting accepted; bounds flow nesting before the YAML parser sees it. */
export const MAX_FLOW_DEPTH = 64;
/** Static nodes in `hosts`. */
export const MAX_HOSTS = 5000;
/** Rings per ring group, and nodes per ring: YDB's `MaxRingCount` / `MaxNodeCount` (< 1024). */
export const MAX_RINGS_PER_GROUP = MAX_RINGS;
export const MAX_NODES_PER_RING = MAX_RINGS;
/** Ring groups per subsystem (SelfHeal uses at most two at a time; offsets go up to 16). */
export const MAX_RING_GROUPS = 32;
/** Replicas of one subsystem over all its groups; keeps aliased node lists from multiplying work. */
export const MAX_REPLICAS_PER_SUBSYSTEM = 20_000;
/** `bridge_config.piles` entries. */
export const MAX_PILES = 16;
/** Alias dereferences followed in the parts the importer reads. */
export const MAX_ALIASES = 1000;
/** Problems and warnings listed each; the rest are counted in one closing line. */
export const MAX_REPORTED = 100;
/** Keys visited by the duplicate-key scan over the whole input (one YAML document). */
export const MAX_SCANNED_NODES = 2_000_000;
