/** Messages of this subsystem (placeholder until its actors land; kinds are prefixed `sb.`). */
export type SchemeBoardMessage = { readonly kind: 'sb.placeholder' };
