/** Visible text of the bridge views, in one place (the catalogue a translation starts from). */
export const BRIDGE_TEXT = {
  title: 'Bridge mode',
  generation: 'generation',
  primary: 'primary',
  promoted: 'promoted',
  internal: 'internal state',
  newPrimary: 'new primary',
  quorumLost: 'distconf root lost its quorum',
  waitingFor: (piles: string) => `config write waits for quorum of pile ${piles}`,
  proposed: (cause: string, gen: number) => `${cause} proposed · generation ${gen}`,
  sync: (pct: number) => `sync ${pct} %`,
  refused: 'refused',
  allowed: 'allowed next transitions',
  diagramFor: (pile: string) => `pile ${pile}`,
  auto: 'auto',
  notBridge: 'This cluster has no piles: bridge mode needs a preset such as bridge-2-piles.',
  docsNote:
    'PRIMARY / NOT_SYNCHRONIZED: YDB docs say both piles store the config; the code (modelled here) asks only the primary pile until NOT_SYNCHRONIZED_2.',
} as const;
