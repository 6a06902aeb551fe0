/**
 * Brings a control a hint names into view and focuses it, first pressing the side tab it sits in
 * as a person would (the page keeps which tab is open in its own view state; the lessons' rings
 * open tabs the same way). On a phone the Record tab is a long scroll below the cluster.
 */
export function showControl(id: string, tab?: string): void {
  const find = (testId: string) =>
    document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`);
  const press = tab === undefined ? null : find(tab);
  if (press && press.getAttribute('aria-selected') !== 'true') press.click();
  // A frame on, React has shown the tab's panel.
  requestAnimationFrame(() => {
    const el = find(id);
    if (!el) return;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    el.focus({ preventScroll: true });
  });
}
