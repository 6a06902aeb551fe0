/**
 * While a node, rack or DC is hovered: what failing it now would do — the share of records that
 * would lose a replica and the share that would lose quorum, per subsystem (worst of read and
 * write). Drawn beside the pointer, on the side with more room, and gone when the pointer leaves.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Blast, DomainBlast } from '../../../engine/model/analysis/index.ts';
import { percent } from '../../analysis/headroomText.ts';
import { useHoverBlast } from '../../analysis/useAnalysis.ts';
import { SUBSYSTEM_LABEL } from '../../model/palette.ts';

const LEVEL_LABEL = { node: 'node', rack: 'rack', dc: 'DC', pile: 'pile' } as const;

const worse = (a: Blast, b: Blast): Blast => ({
  loseReplica: Math.max(a.loseReplica, b.loseReplica),
  loseQuorum: Math.max(a.loseQuorum, b.loseQuorum),
});

function BlastTable({ blast }: { blast: DomainBlast }) {
  const approx = blast.exact ? '' : '≈';
  return (
    <table className="blast-table" data-level={blast.level}>
      <caption>
        If {LEVEL_LABEL[blast.level]} {blast.level === 'node' ? `n${blast.id}` : blast.id} failed now
      </caption>
      <thead>
        <tr>
          <th />
          <th>lose a replica</th>
          <th>lose quorum</th>
        </tr>
      </thead>
      <tbody>
        {blast.perSubsystem.map((s) => {
          const b = worse(s.read, s.write);
          return (
            <tr key={s.subsystem} className={b.loseQuorum > 0 ? 'blast-bad' : ''}>
              <th scope="row">{SUBSYSTEM_LABEL[s.subsystem]}</th>
              <td data-testid={`blast-replica-${s.subsystem}`}>
                {approx}
                {percent(b.loseReplica)}
              </td>
              <td data-testid={`blast-quorum-${s.subsystem}`}>
                {approx}
                {percent(b.loseQuorum)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface Pointer {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Pointer position inside `container` (null before it moves there). */
function usePointer(container: RefObject<HTMLElement | null>): Pointer | null {
  const [pos, setPos] = useState<Pointer | null>(null);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const move = (e: MouseEvent) => {
      const r = el.getBoundingClientRect();
      setPos({ x: e.clientX - r.left, y: e.clientY - r.top, w: r.width, h: r.height });
    };
    el.addEventListener('mousemove', move);
    return () => el.removeEventListener('mousemove', move);
  }, [container]);
  return pos;
}

const OFFSET = 16;

export function BlastReadout({ container }: { container: RefObject<HTMLElement | null> }) {
  const blast = useHoverBlast();
  const pos = usePointer(container);
  if (!blast || !pos) return null;
  const left = pos.x > pos.w / 2;
  const above = pos.y > pos.h / 2;
  return (
    <div
      className="blast-radius"
      data-testid="blast-radius"
      aria-live="polite"
      style={{
        left: left ? pos.x - OFFSET : pos.x + OFFSET,
        top: above ? pos.y - OFFSET : pos.y + OFFSET,
        transform: `translate(${left ? '-100%' : '0'}, ${above ? '-100%' : '0'})`,
      }}
    >
      <BlastTable blast={blast.main} />
      {blast.pile && <BlastTable blast={blast.pile} />}
    </div>
  );
}
