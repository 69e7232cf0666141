import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

interface TabsProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop; Arrow keys, Home and End move between tabs and select them;
 * the panel follows in the tab order.
 */
export function Tabs({ tabs, selected, onSelect, label, children }: TabsProps) {
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
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
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
