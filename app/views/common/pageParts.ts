/**
 * The page's parts as lessons and hints name them: by the test id each view puts on its part (the
 * names the e2e page objects use too). A tab among them is opened by pressing it, as a person
 * would: the page keeps which tab is open in its own view state.
 */
export function pagePart(id: string): Element | null {
  return document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
}

/** Presses tab `el` unless it is the open one. */
export function pressTab(el: Element): void {
  if (el instanceof HTMLElement && el.getAttribute('aria-selected') !== 'true') el.click();
}
