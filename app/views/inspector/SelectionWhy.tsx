import { useT } from '../../i18n/useT.ts';
import type { SelectionExplanation } from '../../viewmodel/selection.ts';

const hex = (n: number) => `0x${(n >>> 0).toString(16).padStart(8, '0')}`;

function sourceText(x: SelectionExplanation): string {
  switch (x.inputSource) {
    case 'tabletId':
      return `TabletId ${x.input64}`;
    case 'cityHash64(path)':
      return `CityHash64(path) = ${x.input64}`;
    case 'hash128to32(ownerId, localPathId)':
      return `Hash128to32(OwnerId, LocalPathId) = ${x.input64}`;
  }
}

/** Why these replicas: the hash of the key, the ring walker's steps, and the replica inside each ring. */
export function SelectionWhy({ explanation: x }: { explanation: SelectionExplanation }) {
  const t = useT('inspector');
  return (
    <details className="why" data-testid="selection-why" open>
      <summary>{t('why.title')}</summary>
      <p>
        <span className="mono">{t('why.hash', { source: sourceText(x) })}</span> ={' '}
        <strong className="mono" data-testid="record-hash">
          {x.hash32}
        </strong>{' '}
        <span className="mono muted">({hex(x.hash32)})</span>
      </p>
      {x.groups.map((g) => (
        <div key={g.group} className="why-group">
          <p>
            <strong>{t('why.group', { group: g.group })}</strong>{' '}
            {g.ringMode === 'all'
              ? t('why.all', { nto: g.ntoSelect })
              : t('why.walk', { total: g.total, nto: g.ntoSelect, prime: g.primeIndex, delta: g.delta })}
          </p>
          <ol className="why-steps" start={0}>
            {g.rings.map((c) => {
              const s = g.steps[c.slot];
              return (
                <li key={c.slot}>
                  {s && (
                    <>
                      <span className="mono">{t('why.slot', { total: g.total, ring: s.rawRing })}</span>
                      {s.probes.length > 0 && (
                        <span className="warn">{t('why.repeat', { probes: s.probes.join(' → ') })}</span>
                      )}
                      {' → '}
                    </>
                  )}
                  {t('why.ring')} <strong>{c.ring}</strong>
                  {c.mode === 'single'
                    ? t('why.single')
                    : c.mode === 'plain'
                      ? t('why.plain', { n: c.n, index: c.index })
                      : t('why.combined', { n: c.n, index: c.index })}
                  {' → '}
                  <span className="mono">{c.serviceName}</span> {t('why.onNode', { node: c.node })}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </details>
  );
}
