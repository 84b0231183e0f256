import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabOption<Value extends string> {
  value: Value;
  label: string;
}

interface TabsProps<Value extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly TabOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Prefix of the ids that tie each tab to its panel (`${idPrefix}-panel-${value}`). */
  idPrefix: string;
  /** For more options than fit side by side: the tabs keep their natural width and scroll sideways. */
  isScrollable?: boolean;
  /** The same, only on a phone's width: the console's tabs share a wide screen equally. */
  isScrollableOnPhone?: boolean;
}

/** A segmented switch between views of one screen, with arrow-key movement as ARIA tabs expect. */
export function Tabs<Value extends string>({ label, options, value, onChange, idPrefix, isScrollable = false, isScrollableOnPhone = false }: TabsProps<Value>) {
  const buttons = useRef(new Map<Value, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  // In a scrolling row the chosen tab is centred, also when the screen opens on a tab far to the
  // right. Setting scrollLeft moves only the row; scrollIntoView would scroll the page as well.
  // A row that does not scroll (a wide screen) ignores it.
  const mayScroll = isScrollable || isScrollableOnPhone;
  useEffect(() => {
    const row = list.current;
    const tab = buttons.current.get(value);
    if (!mayScroll || !row || !tab) return;
    row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [mayScroll, value]);

  const rowClassName = [styles.tabs, isScrollable ? styles.scrollable : null, isScrollableOnPhone ? styles.scrollableOnPhone : null].filter(Boolean).join(' ');

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div ref={list} className={rowClassName} role="tablist" aria-label={label} onKeyDown={moveFocus}>
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              if (element) buttons.current.set(option.value, element);
              else buttons.current.delete(option.value);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${option.value}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${option.value}`}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => {
              onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
