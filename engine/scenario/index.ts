/** Scenario files: schema, loading with path-naming errors, and the runner. */
export { isDoStep } from './schema.ts';
export type { ScenarioFile, Step, Expectation } from './schema.ts';
export { parseScenario, utf8ErrorOffset, parseScenarioText, type Scenario } from './load.ts';
export { formatIssues } from './issues.ts';
export { SPECIAL_KEYS, jsonProblemText, parseJsonStrict, type JsonSyntaxError } from '../util/json-error.ts';
export { runScenario, runScenarioSync } from './runner.ts';
export type { ScenarioResult } from './runner.ts';
export { describeExpectation } from './expectations.ts';
export { formatResult, resultJson } from './report.ts';
