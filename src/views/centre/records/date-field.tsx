/**
 * A day typed in the page's language's order (07/12/2026 in Malay and English, 2026/12/07 in
 * Chinese), read back with the one date formatter. A browser's date input shows its own locale's
 * order whatever the page's language, so a Malay page on an American browser asked for 12/07/2026.
 *
 * The page's chart only ever gets a whole day (`YYYY-MM-DD`) within `min`..`max`: what is being typed
 * stays in the field (widget state) until it reads as such a day; a text that does not, once the
 * member leaves the field or presses Enter, is marked invalid with what the field takes.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useDateFormat } from '../../common/date-format.view';

export interface DateFieldProps {
  id: string;
  /** the day shown (`YYYY-MM-DD`), the chart's */
  value: string;
  /** the earliest and latest day the field takes (`YYYY-MM-DD`) */
  min: string;
  max: string;
  /** a day typed that reads as one within min..max */
  onDay: (day: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** What was typed over which day, and whether it was refused; null while the field shows the day. */
interface Draft {
  text: string;
  over: string;
  refused: boolean;
}

export function DateField({ id, value, min, max, onDay, ref }: DateFieldProps) {
  const { t } = useLingui();
  const dates = useDateFormat();
  const [draft, setDraft] = useState<Draft | null>(null);
  // a day chosen elsewhere (a preset) replaces what was typed over another
  const typed = draft && draft.over === value ? draft : null;
  const dayOf = (text: string) => {
    const day = dates.parseDate(text);
    return day !== null && day >= min && day <= max ? day : null;
  };
  const order = dates.datePattern.startsWith('YYYY') ? t`year/month/day` : t`day/month/year`;
  const first = dates.calendarDate(min) ?? min;
  const last = dates.calendarDate(max) ?? max;
  const hintId = `${id}-hint`;

  const change = (text: string) => {
    const day = dayOf(text);
    setDraft({ text, over: day ?? value, refused: false });
    if (day !== null && day !== value) onDay(day);
  };
  const settle = () => {
    if (!typed) return;
    setDraft(dayOf(typed.text) === null ? { ...typed, refused: true } : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') settle();
  };

  return (
    <span className="records__date">
      <input
        ref={ref}
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        size={10}
        placeholder={dates.calendarDate(max) ?? undefined}
        value={typed ? typed.text : (dates.calendarDate(value) ?? value)}
        aria-invalid={typed?.refused ? true : undefined}
        aria-describedby={hintId}
        onChange={(event) => change(event.target.value)}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      <small id={hintId} className={typed?.refused ? 'records__date-error' : 'records__date-hint'} role={typed?.refused ? 'alert' : undefined}>
        {typed?.refused ? t`Enter a date from ${first} to ${last}, as ${order}.` : order}
      </small>
    </span>
  );
}
