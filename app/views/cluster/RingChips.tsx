/** A row of ring chips (colour + number, as on replica glyphs), cut with "+N" when it is too long. */
import { memo } from 'react';
import { ringColor } from '../../viewmodel/palette.ts';
import { chipsShown } from './dcTileGeometry.ts';
import { inkOn } from './svgHelpers.ts';

interface Props {
  readonly rings: readonly number[];
  /** Left edge, chip side and the room for the row, in content px. */
  readonly x: number;
  readonly size: number;
  readonly width: number;
  /** Content px per screen px. */
  readonly u: number;
}

export const RingChips = memo(function RingChips({ rings, x, size, width, u }: Props) {
  const pitch = size + 3 * u;
  const shown = chipsShown(rings.length, width, pitch);
  const font = size * 0.68;
  return (
    <g className="ring-chips">
      {rings.slice(0, shown).map((r, i) => {
        const fill = ringColor(r);
        return (
          <g key={r} transform={`translate(${x + i * pitch},0)`}>
            <rect width={size} height={size} rx={3 * u} fill={fill} />
            <text
              x={size / 2}
              y={size / 2}
              dy="0.35em"
              textAnchor="middle"
              fontSize={font}
              fill={inkOn(fill)}
            >
              {r}
            </text>
          </g>
        );
      })}
      {shown < rings.length && (
        <text x={x + shown * pitch} y={size / 2} dy="0.35em" fontSize={font} className="ring-chips-more">
          {`+${rings.length - shown}`}
        </text>
      )}
    </g>
  );
});
