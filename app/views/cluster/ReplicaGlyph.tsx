import { useT } from '../../i18n/useT.ts';
import { memo, type SVGProps } from 'react';
import type { ReplicaRef } from '../../../engine/index.ts';
import { useLoadColour } from '../../analysis/loadView.ts';
import { replicaTestId } from '../../viewmodel/hosting.ts';
import { ringColor, SUBSYSTEM_LABEL, SUBSYSTEM_SHAPE, type GlyphShape } from '../../viewmodel/palette.ts';
import { GLYPH, inkOn } from './svgHelpers.ts';

export function ShapePath({
  shape,
  size,
  ...rest
}: { shape: GlyphShape; size: number } & SVGProps<SVGElement>) {
  const h = size / 2;
  switch (shape) {
    case 'circle':
      return <circle r={h} {...(rest as SVGProps<SVGCircleElement>)} />;
    case 'square':
      return (
        <rect
          x={-h + 0.5}
          y={-h + 0.5}
          width={size - 1}
          height={size - 1}
          rx={2}
          {...(rest as SVGProps<SVGRectElement>)}
        />
      );
    case 'diamond':
      return (
        <path d={`M0,${-h - 1}L${h + 1},0L0,${h + 1}L${-h - 1},0Z`} {...(rest as SVGProps<SVGPathElement>)} />
      );
  }
}

interface Props {
  readonly replica: ReplicaRef;
  readonly x: number;
  readonly y: number;
  readonly selected: boolean;
  readonly down: boolean;
}

/** One replica on a node: shape = subsystem, colour and number = ring. */
export const ReplicaGlyph = memo(function ReplicaGlyph({ replica, x, y, selected, down }: Props) {
  const t = useT('cluster');
  const heat = useLoadColour(replica);
  const fill = down ? '#c9ced6' : (heat ?? ringColor(replica.ring));
  return (
    <g
      transform={`translate(${x},${y})`}
      data-testid={replicaTestId(replica)}
      data-state={down ? 'down' : 'up'}
      data-selected={selected || undefined}
      className={`replica${selected ? ' replica-selected' : ''}`}
    >
      <title>
        {t(selected ? 'replica.titleHolds' : 'replica.title', {
          subsystem: SUBSYSTEM_LABEL[replica.subsystem],
          group: replica.group,
          ring: replica.ring,
          index: replica.index,
        })}
      </title>
      {selected && (
        <ShapePath shape={SUBSYSTEM_SHAPE[replica.subsystem]} size={GLYPH + 6} className="replica-halo" />
      )}
      <ShapePath
        shape={SUBSYSTEM_SHAPE[replica.subsystem]}
        size={GLYPH}
        fill={fill}
        className="replica-shape"
      />
      <text className="replica-num" dy="0.35em" fill={down ? '#5b6472' : inkOn(fill)}>
        {replica.ring}
      </text>
    </g>
  );
});
