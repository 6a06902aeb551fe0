/** Messages of this subsystem (placeholder until its actors land; kinds are prefixed `board.`). */
export type BoardMessage = { readonly kind: 'board.placeholder' };
