/** Scenario files: schema, loading with path-naming errors, and the runner. */
export { scenarioSchema, stepSchema, isDoStep, COMMAND_KINDS, EXPECT_KINDS } from './schema.ts';
export type { ScenarioFile, Step, DoStep, Expectation, ExpectKind } from './schema.ts';
export {
  parseScenario,
  utf8ErrorOffset,
  parseScenarioText,
  type Scenario,
  type ScenarioParse,
} from './load.ts';
export { findJsonError, findJsonProblem, type JsonSyntaxError } from './json-error.ts';
export { formatIssues, formatPath } from './issues.ts';
export { runScenario, runScenarioSync } from './runner.ts';
export type { RunOptions, ScenarioResult, ExpectationResult } from './runner.ts';
export type { MessageCounts } from './counts.ts';
export type { Violation } from '../folds/observers.ts';
export { describeExpectation } from './expectations.ts';
export { formatResult, resultJson, type ReportContext } from './report.ts';
