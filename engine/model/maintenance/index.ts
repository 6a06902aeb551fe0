export { CMS_MODES } from './cms.ts';
export type { CmsMode } from './cms.ts';
export { maintenanceCheck } from './check.ts';
export type { MaintenanceVerdict } from './check.ts';
export { restartPlan } from './plan.ts';
export { planScenario } from './plan-scenario.ts';
