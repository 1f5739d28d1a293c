/**
 * Tabs (the tabs block): `[data-tabs]` is a `role="tablist"` of `role="tab"` buttons, each with
 * `data-tab-id` and `aria-controls` naming its panel. One tab is selected (`aria-selected`, the only one in
 * the Tab order) and only its panel shows. Arrow keys, Home and End move to a tab and open it; choosing a
 * tab writes its id to the address (`#id`), and a loaded address opens the tab it names.
 */

const tabsIn = (list: Element) => [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest('[data-tabs]') === list);

/** Selects `tab` in its list: marks it, shows its panel, hides the others; optionally moves the focus and writes the address. */
export function selectTab(tab: HTMLElement, { focus = false, writeHash = false } = {}): void {
  const list = tab.closest('[data-tabs]');
  if (!list) return;
  for (const other of tabsIn(list)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
  if (writeHash && tab.dataset.tabId) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${tab.dataset.tabId}`);
  }
}

/** Opens the tab of `list` that the address's `#id` names, if any. */
export function openTabFromHash(list: Element): void {
  let wanted = '';
  try {
    wanted = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  const tab = wanted ? tabsIn(list).find((t) => t.dataset.tabId === wanted) : undefined;
  if (tab) selectTab(tab);
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Listens for clicks and keys on every tab list of the document, and opens the tabs the address names. */
export function installTabs(doc: Document): void {
  doc.querySelectorAll('[data-tabs]').forEach(openTabFromHash);
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tabs] [role="tab"]');
    if (tab) selectTab(tab, { writeHash: true });
  });
  doc.addEventListener('keydown', (event) => {
    const move = Object.hasOwn(KEYS, event.key) ? KEYS[event.key] : undefined;
    const tab = move && (event.target as Element | null)?.closest?.<HTMLElement>('[data-tabs] [role="tab"]');
    const list = tab?.closest('[data-tabs]');
    if (!tab || !list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsIn(list);
    event.preventDefault();
    selectTab(tabs[move(tabs.indexOf(tab), tabs.length)], { focus: true, writeHash: true });
  });
}
