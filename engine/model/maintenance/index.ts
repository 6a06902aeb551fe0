export { cmsStateStorageCheck, CMS_MODES } from './cms.ts';
export type { CmsMode, CmsRefusal } from './cms.ts';
export { maintenanceCheck, keepsQuorum } from './check.ts';
export type { MaintenanceVerdict, QuorumLoss } from './check.ts';
export { restartPlan } from './plan.ts';
export type { RestartPlan, RestartBatch, RestartUnit } from './plan.ts';
export { planScenario } from './plan-scenario.ts';
