import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, toBangkokDay } from '@/lib/bangkok-date';
import { addMonths, clampDay, isDayInRange, monthOf, monthWeeks } from '@/lib/calendar-month';
import { formatDay, formatMonth, formatMonthName, formatYear, weekdayNames, type DateLanguage } from '@/lib/format-date-time';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { ModalDialog } from './modal-dialog';
import styles from './calendar-picker.module.css';

interface CalendarPickerProps {
  title: string;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  language: DateLanguage;
  onChoose: (day: string) => void;
  onClose: () => void;
}

/** Years offered when the field sets no bound: ten back, five ahead (a schedule's end). */
const YEARS_BACK = 10;
const YEARS_AHEAD = 5;
const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** Arrow keys move a day or a week; Page Up and Down a month. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function yearsBetween(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first) + 1 }, (_, index) => first + index);
}

/**
 * A month of days in a dialog, with the month and the year as lists (the year in the Buddhist era
 * in Thai) and arrows for the month before and after. The arrow keys move between days; days
 * outside [min, max] cannot be chosen.
 */
export function CalendarPicker({ title, value, min, max, language, onChoose, onClose }: CalendarPickerProps) {
  const { t } = useTranslation();
  const range = { min, max };
  const today = toBangkokDay(new Date());
  const [focusedDay, setFocusedDay] = useState(() => clampDay(value || today, range));
  const [month, setMonth] = useState(() => monthOf(focusedDay));
  const focusedRef = useRef<HTMLButtonElement>(null);
  // The dialog focuses the chosen day when it opens; afterwards only the keys move the focus.
  const isFocusByKey = useRef(false);

  useEffect(() => {
    if (!isFocusByKey.current) return;
    isFocusByKey.current = false;
    focusedRef.current?.focus();
  }, [focusedDay]);

  const showMonth = (next: string) => {
    setMonth(next);
    // The focusable day follows the month shown, on the same date where the month has one.
    const days = monthWeeks(next)
      .flat()
      .filter((day) => day !== null);
    const sameDate = days.find((day) => day.slice(8) === focusedDay.slice(8)) ?? days.at(-1) ?? `${next}-01`;
    setFocusedDay(clampDay(sameDate, range));
  };
  const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      isFocusByKey.current = true;
      showMonth(addMonths(month, event.key === 'PageUp' ? -1 : 1));
      return;
    }
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = addDays(focusedDay, step);
    if (!isDayInRange(target, range)) return;
    isFocusByKey.current = true;
    setFocusedDay(target);
    setMonth(monthOf(target));
  };

  const currentYear = Number(today.slice(0, 4));
  const years = yearsBetween(min ? Number(min.slice(0, 4)) : currentYear - YEARS_BACK, max ? Number(max.slice(0, 4)) : currentYear + YEARS_AHEAD);
  const previousMonth = addMonths(month, -1);
  const nextMonth = addMonths(month, 1);
  const hasPrevious = !min || `${previousMonth}-31` >= min;
  const hasNext = !max || `${nextMonth}-01` <= max;
  const tabbableDay = monthOf(focusedDay) === month ? focusedDay : null;

  return (
    <ModalDialog title={title} closeLabel={t('dateField.close')} onClose={onClose} initialFocusRef={focusedRef} testId="calendar-picker">
      <div className={styles.header}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('dateField.previousMonth')}
          disabled={!hasPrevious}
          onClick={() => {
            showMonth(previousMonth);
          }}
        >
          <ChevronLeftIcon size={22} />
        </button>
        <select
          className={styles.select}
          aria-label={t('dateField.month')}
          value={month.slice(5)}
          onChange={(event) => {
            showMonth(`${month.slice(0, 4)}-${event.target.value}`);
          }}
        >
          {MONTH_NUMBERS.map((number) => (
            <option key={number} value={number}>
              {formatMonthName(`2026-${number}`, language)}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label={t('dateField.year')}
          value={month.slice(0, 4)}
          onChange={(event) => {
            showMonth(`${event.target.value}-${month.slice(5)}`);
          }}
        >
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {formatYear(year, language)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.step}
          aria-label={t('dateField.nextMonth')}
          disabled={!hasNext}
          onClick={() => {
            showMonth(nextMonth);
          }}
        >
          <ChevronRightIcon size={22} />
        </button>
      </div>
      <table className={styles.grid} aria-label={formatMonth(month, language)} onKeyDown={moveFocus}>
        <thead>
          <tr>
            {weekdayNames(language).map((name) => (
              <th key={name} scope="col" className={styles.weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null) ?? month}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`empty-${String(index)}`} />
                ) : (
                  <td key={day}>
                    <button
                      ref={day === tabbableDay ? focusedRef : undefined}
                      type="button"
                      className={[styles.day, day === value ? styles.chosen : null, day === today ? styles.today : null].filter(Boolean).join(' ')}
                      tabIndex={day === tabbableDay ? 0 : -1}
                      disabled={!isDayInRange(day, range)}
                      aria-label={formatDay(day, language)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      data-day={day}
                      onClick={() => {
                        onChoose(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
