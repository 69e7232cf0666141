import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface WizardStep<Id extends string> {
  id: Id;
  label: string;
  /** Not reachable now (a later step in create mode, another one while there are unsaved changes). */
  locked: boolean;
  panel: ReactNode;
}

interface WizardTabsProps<Id extends string> {
  steps: readonly WizardStep<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
  /** Read after a locked tab's name, for assistive technology. */
  lockedLabel: string;
}

/**
 * The wizard's steps as WAI-ARIA tabs: one tab stop; Arrow keys, Home and End move between the reachable
 * steps and select them; a locked step is aria-disabled and skipped. Every panel stays mounted (hidden when
 * not selected), so that what was typed in a step survives a visit to another.
 */
export function WizardTabs<Id extends string>({
  steps,
  selected,
  onSelect,
  label,
  lockedLabel,
}: WizardTabsProps<Id>) {
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (step: string) => `${id}-tab-${step}`;
  const panelId = (step: string) => `${id}-panel-${step}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const reachable = steps.filter((step) => !step.locked || step.id === selected);
    const index = reachable.findIndex((step) => step.id === selected);
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
    const step = reachable[next];
    if (!step) return;
    onSelect(step.id);
    tabRefs.current.get(step.id)?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {steps.map((step, index) => {
          const isSelected = step.id === selected;
          return (
            <button
              key={step.id}
              ref={(element) => {
                if (element) tabRefs.current.set(step.id, element);
                else tabRefs.current.delete(step.id);
              }}
              type="button"
              role="tab"
              id={tabId(step.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(step.id)}
              aria-disabled={step.locked && !isSelected ? true : undefined}
              tabIndex={isSelected ? 0 : -1}
              style={step.locked && !isSelected ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
              onClick={() => {
                if (!step.locked) onSelect(step.id);
              }}
            >
              {index + 1}. {step.label}
              {step.locked && !isSelected && <span className="visually-hidden"> ({lockedLabel})</span>}
            </button>
          );
        })}
      </div>
      {steps.map((step) => (
        <div
          key={step.id}
          className="tabs__panel"
          role="tabpanel"
          id={panelId(step.id)}
          aria-labelledby={tabId(step.id)}
          hidden={step.id !== selected}
          tabIndex={0}
        >
          {step.panel}
        </div>
      ))}
    </div>
  );
}
