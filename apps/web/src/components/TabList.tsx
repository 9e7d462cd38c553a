import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export function tabId(prefix: string, tab: string) {
  return `${prefix}-tab-${tab}`;
}

export function panelId(prefix: string, tab: string) {
  return `${prefix}-panel-${tab}`;
}

type TabListProps<T extends string> = {
  tabs: readonly T[];
  current: T;
  label: string;
  /** Prefix of the tab and panel ids, so the panel can point back with `panelId`/`tabId`. */
  idPrefix: string;
  renderLabel: (tab: T) => ReactNode;
  classNameOf?: (tab: T) => string;
  /** The guided tutorial's `data-tutorial` name for a tab it points at. */
  tutorialIdOf?: (tab: T) => string | undefined;
  onSelect: (tab: T) => void;
};

/** A tab list; arrow keys, Home and End move between tabs as the ARIA tabs pattern says. */
export function TabList<T extends string>({
  tabs,
  current,
  label,
  idPrefix,
  renderLabel,
  classNameOf = () => 'tab',
  tutorialIdOf,
  onSelect,
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(current);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={handleKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === current}
          aria-controls={panelId(idPrefix, tab)}
          tabIndex={tab === current ? 0 : -1}
          className={classNameOf(tab)}
          data-tutorial={tutorialIdOf?.(tab)}
          onClick={() => onSelect(tab)}
        >
          {renderLabel(tab)}
        </button>
      ))}
    </div>
  );
}

/** The panel of the current tab, labelled by its tab in the list with the same `idPrefix`. */
export function TabPanel({
  idPrefix,
  tab,
  children,
}: {
  idPrefix: string;
  tab: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      className="tab-panel"
    >
      {children}
    </div>
  );
}
