/**
 * While a node, rack or DC is hovered: what failing it now would do — the share of records that
 * would lose a replica and the share that would lose quorum, per subsystem (worst of read and
 * write); for one already down, that it is down and the share that restoring it would bring back. Drawn beside the pointer, on the side with more room, and gone when the pointer leaves.
 */
import { tr } from '../../i18n/index.ts';
import { useT } from '../../i18n/useT.ts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Blast, DomainBlast, DomainRestore } from '../../../engine/index.ts';
import { percent } from '../../analysis/headroomText.ts';
import { useHoverBlast } from '../../analysis/useAnalysis.ts';
import { MaintenanceAnswer } from './MaintenanceAnswer.tsx';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';

const worse = (a: Blast, b: Blast): Blast => ({
  loseReplica: Math.max(a.loseReplica, b.loseReplica),
  loseQuorum: Math.max(a.loseQuorum, b.loseQuorum),
});

const name = (b: DomainBlast | DomainRestore) =>
  `${tr(`cluster:level.${b.level}`)} ${b.level === 'node' ? `n${b.id}` : b.id}`;

/** Same figures for every subsystem (a pile that is one DC): one table says it. */
const sameFigures = (a: DomainBlast, b: DomainBlast) =>
  JSON.stringify([a.perSubsystem, a.exact]) === JSON.stringify([b.perSubsystem, b.exact]);

function BlastTable({ blast, also }: { blast: DomainBlast; also?: DomainBlast }) {
  const t = useT('cluster');
  const approx = blast.exact ? '' : '≈';
  return (
    <table className="blast-table" data-level={blast.level}>
      <caption>
        {also
          ? t('blast.captionAlso', { what: name(blast), also: name(also) })
          : t('blast.caption', { what: name(blast) })}
      </caption>
      <thead>
        <tr>
          <th />
          <th>{t('blast.loseReplica')}</th>
          <th>{t('blast.loseQuorum')}</th>
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

/** A domain already down: it says so, and what bringing it back now would give. */
function RestoreTable({ restore }: { restore: DomainRestore }) {
  const t = useT('cluster');
  const approx = restore.exact ? '' : '≈';
  return (
    <table className="blast-table" data-level={restore.level} data-testid="blast-restore">
      <caption>{t('blast.downCaption', { what: name(restore) })}</caption>
      <thead>
        <tr>
          <th />
          <th>{t('blast.regainQuorum')}</th>
        </tr>
      </thead>
      <tbody>
        {restore.perSubsystem.map((s) => (
          <tr key={s.subsystem}>
            <th scope="row">{SUBSYSTEM_LABEL[s.subsystem]}</th>
            <td data-testid={`blast-regain-${s.subsystem}`}>
              {approx}
              {percent(Math.max(s.read, s.write))}
            </td>
          </tr>
        ))}
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

/**
 * Pointer position inside `container` (null before it moves there, and after a touch: a finger has
 * no hover, and a readout left where it tapped would cover the racks it just failed).
 */
function usePointer(container: RefObject<HTMLElement | null>): Pointer | null {
  const [pos, setPos] = useState<Pointer | null>(null);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const move = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return setPos(null);
      const r = el.getBoundingClientRect();
      setPos({ x: e.clientX - r.left, y: e.clientY - r.top, w: r.width, h: r.height });
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerdown', move);
    return () => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerdown', move);
    };
  }, [container]);
  return pos;
}

const OFFSET = 16;
const MARGIN = 4;

/** Beside the pointer, flipped and clamped so the whole box stays inside the canvas. */
function place(p: number, size: number, room: number): number {
  const after = p + OFFSET;
  const at = after + size <= room - MARGIN ? after : p - OFFSET - size;
  return Math.max(MARGIN, Math.min(at, room - size - MARGIN));
}

export function BlastReadout({ container }: { container: RefObject<HTMLElement | null> }) {
  const blast = useHoverBlast();
  const pos = usePointer(container);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (el && (el.offsetWidth !== size.w || el.offsetHeight !== size.h))
      setSize({ w: el.offsetWidth, h: el.offsetHeight });
  }, [blast, pos, size.w, size.h]);
  if (!blast || !pos) return null;
  const merged = blast.kind === 'blast' && blast.pile !== undefined && sameFigures(blast.main, blast.pile);
  return (
    <div
      ref={box}
      className="blast-radius"
      data-testid="blast-radius"
      aria-live="polite"
      style={{ left: place(pos.x, size.w, pos.w), top: place(pos.y, size.h, pos.h) }}
    >
      {blast.kind === 'restore' ? (
        <RestoreTable restore={blast.main} />
      ) : (
        <>
          <BlastTable blast={blast.main} {...(merged ? { also: blast.pile } : {})} />
          {blast.pile && !merged && <BlastTable blast={blast.pile} />}
          <MaintenanceAnswer />
        </>
      )}
    </div>
  );
}
