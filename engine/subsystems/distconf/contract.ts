/**
 * What distconf exports to other subsystems (declared in their descriptors' `uses`): the node's DS
 * proxy for the tablets' logs (bridge/tabletlog.ts), which BlobStorage runs on every node of a
 * cluster without piles over its one static group, as the bridge runs it over the pile groups.
 */
export { tabletLog } from './bridge/tabletlog.ts';
