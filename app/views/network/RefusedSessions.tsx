/**
 * Interconnect sessions refused at the bridge handshake (the two nodes' cluster states conflict,
 * engine/subsystems/distconf/bridge/sessions.ts): a violet dotted line between the two nodes, and
 * one label per reason with YDB's text, at the node its lines share. Transparent to the pointer.
 */
import { useT } from '../../i18n/useT.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import type { ClusterLayout } from '../../viewmodel/layout.ts';
import { refusedLabels, refusedPairs } from '../../viewmodel/refusedSessions.ts';

export function RefusedSessions({ layout }: { layout: ClusterLayout }) {
  const t = useT('network');
  const sessions = useAppStore((s) => selectBridge(s)?.refusedSessions);
  if (!sessions || sessions.size === 0) return null;
  const pairs = refusedPairs(sessions);
  const centre = (n: number) => {
    const b = layout.nodeBox.get(n);
    return b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : null;
  };
  return (
    <g className="refused-sessions" pointerEvents="none" data-testid="refused-sessions">
      {pairs.map((p) => {
        const a = centre(p.a);
        const b = centre(p.b);
        if (!a || !b) return null;
        return (
          <line
            key={`${p.a}-${p.b}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            className="refused-session"
            data-testid={`refused-session-${p.a}-${p.b}`}
          />
        );
      })}
      {refusedLabels(pairs).map((l) => {
        const at = centre(l.at);
        if (!at) return null;
        const text = t('session.refused', { reason: l.reason, count: l.count });
        const width = text.length * 6.4 + 14;
        return (
          <g key={l.reason} data-testid="refused-session-label">
            <rect
              x={at.x - width / 2}
              y={at.y - 30}
              width={width}
              height={20}
              rx={10}
              className="refused-label-bg"
            />
            <text x={at.x} y={at.y - 16} textAnchor="middle" className="refused-label">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
