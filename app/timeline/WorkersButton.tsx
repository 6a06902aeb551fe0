/**
 * The timeline bar's host label ("2 workers", "in-process") as a button opening the Workers
 * popover above the bar. Escape or a click outside closes it; Escape and the close button give
 * focus back to the label (a click outside leaves focus where the click put it). The figures are
 * read only while it is open.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { watchWorkerStats } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import { selectRuntime } from '../store/selectors.ts';
import { WorkersPopoverBody } from './WorkersPopover.tsx';
import './workers.css';

export function WorkersButton() {
  const t = useT('timeline');
  const runtime = useAppStore(selectRuntime);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    popover.current?.focus();
    const stop = watchWorkerStats();
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== 'Escape') return;
      ev.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (ev: PointerEvent) => {
      const target = ev.target as Node | null;
      if (popover.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  const status =
    runtime.kind === 'live'
      ? runtime.host === 'workers'
        ? t('bar.workers', { count: runtime.workers })
        : t('bar.inProcess')
      : runtime.kind === 'starting'
        ? t('bar.starting')
        : runtime.kind === 'error'
          ? t('bar.error', { message: runtime.message })
          : t('bar.static');
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn btn-small tl-status tl-${runtime.kind}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-pop` : undefined}
        aria-haspopup="dialog"
        title={t('workers.openTitle')}
        onClick={() => setOpen(!open)}
        data-testid="runtime-status"
      >
        <span className="tl-status-text">{status}</span>
      </button>
      {open && (
        <div
          ref={popover}
          id={`${id}-pop`}
          className="workers-pop"
          role="dialog"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          data-testid="workers-popover"
        >
          <div className="workers-head">
            <h2 className="workers-title" id={`${id}-title`}>
              {t('workers.title')}
            </h2>
            <button
              type="button"
              className="btn btn-small"
              onClick={close}
              aria-label={t('workers.close')}
              data-testid="workers-close"
            >
              ×
            </button>
          </div>
          <WorkersPopoverBody />
        </div>
      )}
    </>
  );
}
