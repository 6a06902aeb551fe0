/**
 * One card of the Storage tab: a titled section with its head's extra items (chips, badges,
 * buttons), an optional intro line and the card's body. Every card of the tab is one of these, so
 * they read and wrap alike (storage.css `.storage-group`).
 */
import type { ReactNode } from 'react';

export function StorageCard({
  testId,
  className,
  title,
  head,
  intro,
  data,
  children,
}: {
  testId: string;
  /** Added to `storage-group`. */
  className?: string;
  title: string;
  /** Beside the title. */
  head?: ReactNode;
  /** A muted line below the head. */
  intro?: string;
  /** `data-*` attributes of the section (without the prefix). */
  data?: Readonly<Record<string, string | number>>;
  children?: ReactNode;
}) {
  const attrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <section
      className={className ? `storage-group ${className}` : 'storage-group'}
      data-testid={testId}
      {...attrs}
    >
      <div className="storage-head">
        <strong>{title}</strong>
        {head}
      </div>
      {intro !== undefined && <p className="muted storage-checks">{intro}</p>}
      {children}
    </section>
  );
}
