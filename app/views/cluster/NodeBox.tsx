import { useT } from '../../i18n/useT.ts';
import { memo } from 'react';
import type { ReplicaRef, SimNode } from '../../../engine/index.ts';
import type { NodeStatus } from '../../viewmodel/availability.ts';
import type { NodeBox as Box } from '../../viewmodel/layout.ts';
import { useAppStore } from '../../store/index.ts';
import { isBehind } from '../../store/bridgeSelectors.ts';
import { isDraining, memberState } from '../../store/membershipSelectors.ts';
import { ReplicaGlyph } from './ReplicaGlyph.tsx';
import { glyphRow } from './glyphRow.ts';
import { svgButton, replicaKey } from './svgHelpers.ts';

interface Props {
  readonly node: SimNode;
  readonly box: Box;
  readonly status: NodeStatus;
  readonly replicas: readonly ReplicaRef[];
  /** `<subsystem>-<group>-<ring>-<index>` of replicas that hold the inspected record. */
  readonly selected: ReadonlySet<string>;
  readonly hovered: boolean;
  onToggle(id: number): void;
  onHover(id: number | null): void;
}

export const NodeBox = memo(function NodeBox({
  node,
  box,
  status,
  replicas,
  selected,
  hovered,
  onToggle,
  onHover,
}: Props) {
  const down = status !== 'up';
  const row = glyphRow(replicas.length, node.name, box.w);
  const [x0, step] = [box.x + row.x0, row.step];
  const holds = replicas.some((r) => selected.has(replicaKey(r)));
  const t = useT('cluster');
  const verb = t(down ? 'verb.restore' : 'verb.fail');
  const state = t(`state.${status}`);
  // a node still on an older configuration version than the newest committed one stands out
  const behind = useAppStore((s) => isBehind(s, node.id));
  // A reserved slot or a decommissioned node is outside the cluster: drawn as a place, not as down.
  const member = useAppStore((s) => memberState(s, node.id));
  // A member being drained still serves; it is marked as leaving until it is out.
  const draining = useAppStore((s) => isDraining(s, node.id));
  if (member !== 'member')
    return (
      <g className={`node node-${member}`} data-testid={`node-${node.id}`} data-member={member}>
        <title>{t(`node.${member}Title`, { name: node.name, rack: node.domain })}</title>
        <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={5} className="node-rect" />
        <text x={box.x + 7} y={box.y + box.h / 2} dy="0.35em" className="node-label">
          {node.name}
        </text>
        <text
          x={box.x + box.w - 7}
          y={box.y + box.h / 2}
          dy="0.35em"
          className="node-member"
          textAnchor="end"
        >
          {t(`node.${member}`)}
        </text>
      </g>
    );
  return (
    <g
      className={`node node-${status}${holds ? ' node-holds' : ''}${hovered ? ' node-hover' : ''}${replicas.length === 0 ? ' node-empty' : ''}${behind ? ' node-config-behind' : ''}${draining ? ' node-draining' : ''}`}
      data-testid={`node-${node.id}`}
      data-config-behind={behind ? 'true' : undefined}
      data-state={status}
      data-member="member"
      data-draining={draining ? 'true' : undefined}
      {...svgButton(() => onToggle(node.id))}
      aria-label={t('node.aria', { name: node.name, rack: node.domain, state, verb })}
      onMouseEnter={() => onHover(node.id)}
      onMouseLeave={() => onHover(null)}
    >
      <title>
        {t(replicas.length ? 'node.title' : 'node.titleEmpty', {
          name: node.name,
          rack: node.domain,
          state,
          count: replicas.length,
          verb,
        })}
        {draining ? ` · ${t('node.drainingTitle')}` : ''}
      </title>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={5} className="node-rect" />
      <text x={box.x + 7} y={box.y + box.h / 2} dy="0.35em" className="node-label">
        {node.name}
      </text>
      {status === 'crashed' && (
        <text x={box.x + 34} y={box.y + box.h / 2} dy="0.35em" className="node-crash">
          {t('node.crashed')}
        </text>
      )}
      {replicas.map((r, i) => (
        <ReplicaGlyph
          key={replicaKey(r)}
          replica={r}
          x={x0 + i * step}
          y={box.y + box.h / 2}
          selected={selected.has(replicaKey(r))}
          down={down}
        />
      ))}
    </g>
  );
});
