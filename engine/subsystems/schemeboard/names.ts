/** Service names of SchemeBoard that more than one of its actors sends to. */

/** The per-node command service: SchemeShard boots, subscriptions, schema changes (agent.ts). */
export const SB_AGENT = 'sb-agent';
