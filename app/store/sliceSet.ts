/**
 * The `set` a slice gets: it can change only its own fields, so a slice never imports the whole
 * store's type (types.ts imports the slices, not the other way round).
 */
export type SliceSet<S> = (partial: Partial<S> | ((s: S) => Partial<S>)) => void;
