/** SelfHeal (distconf's extension) in the page: its settings, Sentinel's verdicts and its steps. */
import type { SelfHealEvent, Stamped } from '../../engine/index.ts';
import { selfHealLine } from '../timeline/selfHealRows.ts';
import { readers, type AppSubsystem } from './types.ts';

const read = (e: Stamped<SelfHealEvent>) => ({ ...selfHealLine(e), record: null });

export const selfhealApp: AppSubsystem = {
  id: 'selfheal',
  label: 'SelfHeal',
  log: readers<Stamped<SelfHealEvent>>({
    'selfheal.settings': read,
    'selfheal.sentinel': read,
    'cluster.registered': read,
    'cluster.draining': read,
    'cluster.left': read,
    'selfheal.relax': read,
    'selfheal.decision': read,
    'selfheal.step': read,
    'selfheal.done': read,
  }),
};
