// comlink ships node-adapter.d.ts without a matching .d.mts; re-export its types for the .mjs path.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
  export type { NodeEndpoint } from 'comlink/dist/esm/node-adapter';
}
