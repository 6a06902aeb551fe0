/**
 * The bundled catalogues: every namespace in every language, imported statically so the page
 * never fetches text and the keys are typed (i18next.d.ts). A new UI area adds its own
 * `locales/{en,ru}/<namespace>.json` pair and one line per language here; catalogue.test.ts
 * fails when a file is missing, unlisted, or a key exists in one language only.
 */
import enBridge from './locales/en/bridge.json';
import enCommon from './locales/en/common.json';
import enConfig from './locales/en/config.json';
import enHeader from './locales/en/header.json';
import enLessons from './locales/en/lessons.json';
import enSelfheal from './locales/en/selfheal.json';
import enObservers from './locales/en/observers.json';
import enTimeline from './locales/en/timeline.json';
import enLog from './locales/en/log.json';
import enCluster from './locales/en/cluster.json';
import enRings from './locales/en/rings.json';
import enInspector from './locales/en/inspector.json';
import enSetup from './locales/en/setup.json';
import enLoad from './locales/en/load.json';
import enFeed from './locales/en/feed.json';
import enEvidence from './locales/en/evidence.json';
import enScenarioparse from './locales/en/scenarioparse.json';
import enYamlconfig from './locales/en/yamlconfig.json';
import enShare from './locales/en/share.json';
import enNetwork from './locales/en/network.json';
import ruBridge from './locales/ru/bridge.json';
import ruCommon from './locales/ru/common.json';
import ruConfig from './locales/ru/config.json';
import ruHeader from './locales/ru/header.json';
import ruLessons from './locales/ru/lessons.json';
import ruSelfheal from './locales/ru/selfheal.json';
import ruObservers from './locales/ru/observers.json';
import ruTimeline from './locales/ru/timeline.json';
import ruLog from './locales/ru/log.json';
import ruCluster from './locales/ru/cluster.json';
import ruRings from './locales/ru/rings.json';
import ruInspector from './locales/ru/inspector.json';
import ruSetup from './locales/ru/setup.json';
import ruLoad from './locales/ru/load.json';
import ruFeed from './locales/ru/feed.json';
import ruEvidence from './locales/ru/evidence.json';
import ruScenarioparse from './locales/ru/scenarioparse.json';
import ruYamlconfig from './locales/ru/yamlconfig.json';
import ruShare from './locales/ru/share.json';
import ruNetwork from './locales/ru/network.json';

const en = {
  common: enCommon,
  header: enHeader,
  config: enConfig,
  bridge: enBridge,
  selfheal: enSelfheal,
  share: enShare,
  network: enNetwork,
  lessons: enLessons,
  feed: enFeed,
  evidence: enEvidence,
  scenarioparse: enScenarioparse,
  yamlconfig: enYamlconfig,
  load: enLoad,
  setup: enSetup,
  inspector: enInspector,
  rings: enRings,
  cluster: enCluster,
  timeline: enTimeline,
  log: enLog,
  observers: enObservers,
};

export type Namespace = keyof typeof en;

const ru: Record<Namespace, object> = {
  common: ruCommon,
  header: ruHeader,
  config: ruConfig,
  bridge: ruBridge,
  selfheal: ruSelfheal,
  share: ruShare,
  network: ruNetwork,
  lessons: ruLessons,
  feed: ruFeed,
  evidence: ruEvidence,
  scenarioparse: ruScenarioparse,
  yamlconfig: ruYamlconfig,
  load: ruLoad,
  setup: ruSetup,
  inspector: ruInspector,
  rings: ruRings,
  cluster: ruCluster,
  timeline: ruTimeline,
  log: ruLog,
  observers: ruObservers,
};

export const resources = { en, ru } as const;
export const NAMESPACES = Object.keys(en) as Namespace[];
