/**
 * Brings a control a hint names into view and focuses it, first pressing the side tab it sits in
 * (the lessons' rings open tabs the same way). On a phone the Record tab is a long scroll below
 * the cluster.
 */
import { pagePart, pressTab } from '../common/pageParts.ts';

export function showControl(id: string, tab: string): void {
  const press = pagePart(tab);
  if (press) pressTab(press);
  // A frame on, React has shown the tab's panel.
  requestAnimationFrame(() => {
    const el = pagePart(id);
    if (!(el instanceof HTMLElement)) return;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    el.focus({ preventScroll: true });
  });
}
