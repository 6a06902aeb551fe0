/**
 * An imported YDB config.yaml as the simulated cluster: applying it starts a new run like a preset
 * change, and remembers its YAML (re-exported, with any locations the person assigned) for the
 * `?config=` share link.
 */
import {
  yt,
  exportYdbConfig,
  importYdbConfig,
  type NodeId,
  type Topology,
  type YamlImport,
} from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';
import { encodeConfigLink } from '../analysis/configLink.ts';
import { appStore } from '../store/index.ts';
import { applySetup } from './setup.ts';

/** The preset name an imported cluster runs under (not a preset: the URL carries the YAML). */
export const IMPORTED_PRESET = 'imported';

let current: { readonly link: string | null; readonly hostNames: ReadonlyMap<NodeId, string> } | null = null;

/** The `?config=` value of the imported cluster on screen (null: too large for a link, or none). */
export const importedLink = (): string | null =>
  appStore.getState().presetName === IMPORTED_PRESET ? (current?.link ?? null) : null;

/** The current cluster as YDB YAML (host names from the import when there was one). */
export function currentYaml(): string {
  const s = appStore.getState();
  const hostNames = s.presetName === IMPORTED_PRESET ? current?.hostNames : undefined;
  return exportYdbConfig(s.topology, s.config, hostNames ? { hostNames } : {});
}

/** Moves placeholder nodes to the rack / DC the person chose (new ids create new racks / DCs). */
function placeNodes(
  t: Topology,
  moves: ReadonlyMap<NodeId, { readonly realm: string; readonly domain: string }>,
): Topology {
  const nodes = t.nodes.map((n) => {
    const m = moves.get(n.id);
    return m ? { ...n, realm: m.realm, domain: m.domain } : n;
  });
  const realms = [...new Set(nodes.map((n) => n.realm))].map(
    (id) => t.realms.find((r) => r.id === id) ?? { id },
  );
  const domainIds = [...new Map(nodes.map((n) => [n.domain, n.realm])).entries()];
  const domains = domainIds.map(([id, realm]) => ({ ...t.domains.find((d) => d.id === id), id, realm }));
  return { ...t, realms, domains, nodes };
}

const hostNamesOf = (imp: YamlImport) =>
  new Map(imp.hosts.filter((h) => h.host !== '').map((h) => [h.node, h.host]));

/**
 * The import with placeholder nodes moved: written back as YAML and imported again, so the
 * importer checks the new placement like any file (a rack reused in two DCs is a problem).
 */
export function withPlacement(
  imp: YamlImport,
  moves: ReadonlyMap<NodeId, { readonly realm: string; readonly domain: string }>,
): YamlImport {
  if (moves.size === 0) return imp;
  try {
    const topology = placeNodes(imp.topology, moves);
    return importYdbConfig(exportYdbConfig(topology, imp.config, { hostNames: hostNamesOf(imp) }));
  } catch (e) {
    const message = tr('setup:import.badLocations', { error: e instanceof Error ? e.message : String(e) });
    return {
      ...imp,
      problems: [
        {
          severity: 'error',
          code: 'internal',
          path: 'hosts',
          message,
          text: yt('verbatim', { text: message }),
        },
      ],
    };
  }
}

/** Starts a run of an import without problems; resolves once the run is reset. */
export async function applyImport(imp: YamlImport): Promise<void> {
  const hostNames = hostNamesOf(imp);
  const yaml = exportYdbConfig(imp.topology, imp.config, { hostNames });
  current = { link: null, hostNames };
  const started = applySetup({
    preset: IMPORTED_PRESET,
    topology: imp.topology,
    config: imp.config,
    options: {},
    seed: appStore.getState().seed,
  });
  const link = await encodeConfigLink(yaml).catch(() => null);
  if (current?.hostNames !== hostNames) return started;
  current = { link, hostNames };
  const st = appStore.getState();
  st.clearNotices('config-link');
  if (link === null)
    st.pushNotice({
      level: 'info',
      source: 'config-link',
      text: tr('setup:import.tooLargeForLink'),
    });
  // The URL mirror runs on store changes: nudge it now that the link exists.
  appStore.setState({});
  return started;
}
