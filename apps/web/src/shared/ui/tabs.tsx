import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  /** Not reachable now: aria-disabled, skipped by the keys, a click does nothing (unless it is the selected one). */
  locked?: boolean;
  /** This tab's panel, when the tabs are given no `children`; every such panel stays mounted. */
  panel?: ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Read after a locked tab's name, for assistive technology. */
  lockedLabel?: string;
  /**
   * The selected tab's panel. Leave it out to render each tab's own `panel` instead, all kept mounted (hidden
   * when not selected), so that what was typed in one survives a visit to another.
   */
  children?: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop; Arrow keys, Home and End move between the reachable tabs
 * and select them (a locked tab is skipped); the panel follows in the tab order.
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  lockedLabel,
  children,
}: TabsProps<Id>) {
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const singlePanel = children !== undefined;
  const panelId = (tab: string) => (singlePanel ? `${id}-panel` : `${id}-panel-${tab}`);
  const isLocked = (tab: TabItem<Id>) => tab.locked === true && tab.id !== selected;
  const listRef = useRef<HTMLDivElement>(null);

  // A tab list that scrolls sideways (a phone) keeps the selected tab in view, without moving the page.
  // Measuring makes the browser lay the page out at once: not done when the page opens on the first tab,
  // which a list scrolled to its start already shows.
  const firstTab = tabs[0]?.id;
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (opening && selected === firstTab) return;
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [selected, firstTab]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const reachable = tabs.filter((tab) => !isLocked(tab));
    const index = reachable.findIndex((tab) => tab.id === selected);
    const last = reachable.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % reachable.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + reachable.length) % reachable.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = reachable[next];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className="tabs">
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          const locked = isLocked(tab);
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected || !singlePanel ? panelId(tab.id) : undefined}
              aria-disabled={locked ? true : undefined}
              tabIndex={isSelected ? 0 : -1}
              style={locked ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
              onClick={() => {
                if (!locked) onSelect(tab.id);
              }}
            >
              {tab.label}
              {locked && lockedLabel && <span className="visually-hidden"> ({lockedLabel})</span>}
            </button>
          );
        })}
      </div>
      {singlePanel ? (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
        >
          {children}
        </div>
      ) : (
        tabs.map((tab) => (
          <div
            key={tab.id}
            className="tabs__panel"
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected}
            tabIndex={0}
          >
            {tab.panel}
          </div>
        ))
      )}
    </div>
  );
}
