import type { HoverInfo } from './useSpaceTimeHover.ts';

/** The arrow under the pointer, beside the pointer. */
export function SpaceTimeTooltip({ info }: { info: HoverInfo }) {
  return (
    <div
      className="st-tooltip"
      style={{ left: info.x + 14, top: info.y + 10 }}
      data-testid="spacetime-tooltip"
    >
      {info.lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </div>
  );
}
