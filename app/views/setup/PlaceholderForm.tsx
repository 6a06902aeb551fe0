/** Hosts the file gives no location: each may be given a DC and rack before the import is applied. */
import { useT } from '../../i18n/useT.ts';
import type { PlaceholderNode } from '../../../engine/index.ts';

export type Placement = Readonly<Record<number, { readonly realm: string; readonly domain: string }>>;

interface Props {
  readonly placeholders: readonly PlaceholderNode[];
  readonly value: Placement;
  onChange(v: Placement): void;
}

/** The two fields per host, in column order: the DC (realm) and the rack (domain). */
const FIELDS = [
  ['realm', 'hosts.dcOf'],
  ['domain', 'hosts.rackOf'],
] as const;

export function PlaceholderForm({ placeholders, value, onChange }: Props) {
  const t = useT('setup');
  if (placeholders.length === 0) return null;
  const set = (p: PlaceholderNode, field: 'realm' | 'domain', v: string) => {
    const cur = value[p.node] ?? { realm: p.realm, domain: p.domain };
    onChange({ ...value, [p.node]: { ...cur, [field]: v } });
  };
  return (
    <fieldset className="placeholders" data-testid="config-placeholders">
      <legend>{t('hosts.title')}</legend>
      <table className="setup-grid">
        <thead>
          <tr>
            <th>{t('hosts.node')}</th>
            <th>{t('hosts.dc')}</th>
            <th>{t('hosts.rack')}</th>
          </tr>
        </thead>
        <tbody>
          {placeholders.map((p) => {
            const cur = value[p.node] ?? { realm: p.realm, domain: p.domain };
            return (
              <tr key={p.node}>
                <th scope="row" title={p.host}>
                  {p.node} {p.host}
                </th>
                {FIELDS.map(([field, label]) => (
                  <td key={field}>
                    <input
                      className="input"
                      aria-label={t(label, { node: p.node })}
                      value={cur[field]}
                      onChange={(e) => set(p, field, e.target.value)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
