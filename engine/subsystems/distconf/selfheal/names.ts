/** The SelfHeal actor: a distconf root service (started when a node becomes root, poisoned when it stops). */
export const SELFHEAL_SERVICE = 'selfheal';
export const SELFHEAL_TYPE = 'distconf.selfheal';
