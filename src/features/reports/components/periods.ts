/**
 * The report's date presets: inclusive business days (Asia/Jakarta, lib/time-zone.ts)
 * as `YYYY-MM-DD`. A period never reaches past today: "this week" is Monday up to today and "this
 * month" the 1st up to today (decision 204). Pure functions of "today" so they are testable.
 */
export const PERIOD_PRESETS = ['today', 'week', 'month', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const parse = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const print = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const now = parse(today);
  const date = new Date(now);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'week': {
      // Monday is the first day of the week in Indonesia (ISO 8601).
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return { start: print(now - sinceMonday * DAY_MS), end: today };
    }
    case 'month':
      return { start: `${today.slice(0, 8)}01`, end: today };
    case 'lastMonth': {
      const firstOfThis = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      const lastOfPrevious = firstOfThis - DAY_MS;
      return { start: `${print(lastOfPrevious).slice(0, 8)}01`, end: print(lastOfPrevious) };
    }
  }
}

/** The preset a period is, or 'custom'. */
export function presetOf(period: Period, today: string): PeriodPreset | 'custom' {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.start === period.start && candidate.end === period.end;
  }) ?? 'custom';
}
