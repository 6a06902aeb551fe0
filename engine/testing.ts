/**
 * What tests outside engine/ may use besides the public face (engine/index.ts): YAML fixtures and
 * the toy subsystem that shows how one is added.
 */
export { hostsBlock, oneDc } from './model/yamlconfig/test-util.ts';
export { toy, type ToyEvent } from './subsystems/testing/toy.ts';
export { unhealedScenario } from './chaos/unhealed.testing.ts';
