/**
 * A refused bridge command as the CLI would show it: the layer whose code refused it, the status
 * the CLI prints and YDB's text verbatim (YDB prints it in English in every locale). Marked past
 * once a commit has changed the state it was judged against. Takedown's refusal also says why and
 * what does the same job with the code as it is.
 */
import { useT } from '../../i18n/useT.ts';
import type { ShownRefusal } from './refusal.ts';

const LAYERS = ['cli', 'server', 'distconf'] as const;

export function RefusalNote({ refusal, testId }: { refusal: ShownRefusal; testId: string }) {
  const t = useT('bridge');
  const layerKey = LAYERS.find((l) => l === refusal.layer) ?? 'distconf';
  const layer = t(`layer.${layerKey}`);
  return (
    <div
      className={`bridge-refusal${refusal.past ? ' past' : ''}`}
      role={refusal.past ? undefined : 'alert'}
      data-testid={testId}
      data-past={refusal.past ? 'yes' : 'no'}
      data-layer={refusal.layer}
    >
      <span data-testid="bridge-refusal-layer">
        {refusal.past ? t('refusedPastBy', { layer, n: refusal.generation }) : t('refusedBy', { layer })}
      </span>
      : {refusal.status && <code className="bridge-status">{refusal.status}</code>}{' '}
      <q data-testid="bridge-refusal-text">{refusal.reason}</q>
      {refusal.code === 'unsupported' && !refusal.past && (
        <p className="bridge-why" data-testid="bridge-takedown-why">
          {t('takedownWhy')}
        </p>
      )}
    </div>
  );
}
