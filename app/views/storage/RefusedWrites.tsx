/**
 * Writes a static group refused (engine/folds/bridge.ts `refusedWrites`): a red line from the VDisk
 * that refused to the writer, and at the writer a label with both PPGenerations. It stays until
 * that node's next write is acknowledged, so a stale proxy stands out on the map for as long as it
 * is stale. Transparent to the pointer.
 */
import { useT } from '../../i18n/useT.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import type { ClusterLayout } from '../../viewmodel/layout.ts';
import './storage.css';

export function RefusedWrites({ layout }: { layout: ClusterLayout }) {
  const t = useT('bridge');
  const writes = useAppStore((s) => selectBridge(s)?.refusedWrites);
  if (!writes || writes.size === 0) return null;
  const centre = (n: number) => {
    const b = layout.nodeBox.get(n);
    return b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : null;
  };
  return (
    <g className="refused-writes" pointerEvents="none" data-testid="refused-writes">
      {[...writes.values()].map((w) => {
        const at = centre(w.node);
        const by = centre(w.by);
        if (!at) return null;
        const text = t('proxy.refusedWrite', {
          pp: w.ppGeneration,
          group: w.group,
          groupPp: w.groupPPGeneration,
        });
        const width = text.length * 6.4 + 26;
        return (
          <g key={w.node} data-testid={`refused-write-${w.node}`} data-by={w.by} data-reason={w.reason}>
            {by && w.by !== w.node && (
              <line x1={by.x} y1={by.y} x2={at.x} y2={at.y} className="refused-write-line" />
            )}
            <rect
              x={at.x - width / 2}
              y={at.y + 12}
              width={width}
              height={20}
              rx={4}
              className="refused-write-bg"
            />
            <text x={at.x} y={at.y + 26} textAnchor="middle" className="refused-write-label">
              {`⊘ ${text}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}
