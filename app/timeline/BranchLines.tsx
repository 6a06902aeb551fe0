/**
 * The other branches of the run on the scrubber's strip: a thin line from where each parts from
 * the shown branch to the furthest time it ran, with a stroke up to the track at the parting
 * point. A click shows that branch.
 */
import type { ScaleLinear } from 'd3-scale';
import { formatTime } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { switchBranch } from '../runtime/branching.ts';
import { session } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import { BRANCH_GAP_PX, BRANCH_TOP_PX } from './strip.ts';

export function BranchLines({ x }: { x: ScaleLinear<number, number> }) {
  const t = useT('timeline');
  const lang = useLanguage();
  const branches = useAppStore((s) => s.branches);
  return (
    <>
      {branches.map((b, i) => {
        const y = BRANCH_TOP_PX + BRANCH_GAP_PX * i;
        const [from, to] = [x(b.partUs), Math.max(x(b.horizonUs), x(b.partUs) + 0.4)];
        const text = {
          id: b.id,
          part: formatTime(lang, b.partUs / 1000),
          end: formatTime(lang, b.horizonUs / 1000),
        };
        return (
          <g
            key={b.id}
            className={`scrub-branch branch-c${b.id % 6}`}
            data-testid={`scrub-branch-${b.id}`}
            data-part={b.partUs}
            onClick={() => void switchBranch(session, b.id)}
          >
            <line x1={`${from}%`} x2={`${from}%`} y1={0} y2={y} className="scrub-branch-fork" />
            <line x1={`${from}%`} x2={`${to}%`} y1={y} y2={y} />
            <line x1={`${from}%`} x2={`${to}%`} y1={y} y2={y} className="scrub-hit" />
            <title>{t('branch.mark', text)}</title>
          </g>
        );
      })}
    </>
  );
}
