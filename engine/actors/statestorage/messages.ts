/** Messages of this subsystem (placeholder until its actors land; kinds are prefixed `ss.`). */
export type StateStorageMessage = { readonly kind: 'ss.placeholder' };
