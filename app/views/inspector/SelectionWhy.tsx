import type { SelectionExplanation } from '../../model/selection.ts';

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
  return (
    <details className="why" data-testid="selection-why" open>
      <summary>Why these replicas?</summary>
      <p>
        <span className="mono">hash = Hash64to32({sourceText(x)})</span> ={' '}
        <strong className="mono" data-testid="record-hash">
          {x.hash32}
        </strong>{' '}
        <span className="mono muted">({hex(x.hash32)})</span>
      </p>
      {x.groups.map((g) => (
        <div key={g.group} className="why-group">
          <p>
            <strong>Group {g.group}:</strong>{' '}
            {g.ringMode === 'all'
              ? `nto_select ${g.ntoSelect} equals the ring count, so every ring is used, in order.`
              : `${g.total} rings, nto_select ${g.ntoSelect}: the ring walker steps by delta = Primes[hash % 128] = Primes[${g.primeIndex}] = ${g.delta}; each slot adds delta (mod 2³²) and takes ring a % ${g.total}.`}
          </p>
          <ol className="why-steps" start={0}>
            {g.rings.map((c) => {
              const s = g.steps[c.slot];
              return (
                <li key={c.slot}>
                  {s && (
                    <>
                      <span className="mono">
                        a % {g.total} = {s.rawRing}
                      </span>
                      {s.probes.length > 0 && (
                        <span className="warn"> (repeat, re-probed → {s.probes.join(' → ')})</span>
                      )}
                      {' → '}
                    </>
                  )}
                  ring <strong>{c.ring}</strong>
                  {c.mode === 'single'
                    ? ', its only replica'
                    : c.mode === 'plain'
                      ? `, replica hash % ${c.n} = ${c.index}`
                      : `, replica CombineHashes(hash, ring) % ${c.n} = ${c.index}`}
                  {' → '}
                  <span className="mono">{c.serviceName}</span> on node {c.node}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </details>
  );
}
