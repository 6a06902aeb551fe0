/** Readable lines of the reconfiguration stepper in the page's language (pure, tested without React). */
import { RECONFIG_STEP_NAMES, type ReconfigStep, type ReconfigWait } from '../../../engine/index.ts';
import { formatSecondsFixed } from '../../i18n/format.ts';
import { currentLanguage, tr } from '../../i18n/index.ts';

const secs = (us: number) => formatSecondsFixed(currentLanguage(), us / 1_000_000, 1);

/** A step in plain words, with YDB's name after it: "add the new group, write-only (INTRODUCE_NEW_GROUP)". */
export function stepWords(step: number): string {
  const name = RECONFIG_STEP_NAMES[step as ReconfigStep] ?? '';
  return tr('config:stepWords', { plain: tr(`config:plain.${step}`), name });
}

const rackPart = (rack: string | null) => (rack === null ? '' : tr('config:wait.rack', { rack }));

/** Why the move is not moving now; null when nothing waits. */
export function waitLine(w: ReconfigWait | null, step: number): string | null {
  if (w === null) return null;
  switch (w.kind) {
    case 'root':
      return tr('config:wait.root');
    case 'noRoot':
      return tr('config:wait.noRoot', { node: w.node, rack: rackPart(w.rack) });
    case 'commit':
      return tr('config:wait.commit', { step: w.step, what: stepWords(w.step) });
    case 'pause':
      return tr('config:wait.pause', { step: w.step, prev: w.step - 1, time: secs(w.leftUs) });
    case 'stepperDown':
      return tr('config:wait.stepperDown', { node: w.node, rack: rackPart(w.rack) });
    case 'stepperLost':
      return tr('config:wait.stepperLost', { node: w.node, step });
  }
}
