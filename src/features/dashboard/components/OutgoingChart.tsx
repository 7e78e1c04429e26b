import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dashboardDays, type OutgoingSeries } from '../../../../contract/dashboard-values';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

export interface OutgoingDay {
  day: string;
  quantity: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 48 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value` (a round top for the axis). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Outgoing quantity per day as a hand-drawn SVG bar chart (no chart library: the dashboard's
 * route budget), one unit at a time: a DUS and a KG are never added up. With more than one unit a
 * switch chooses the series (the largest first). The picture is one `role="img"` with a title and
 * a description that says the unit, the period, the total and the busiest day; every unit's
 * numbers are a table under "Tampilkan sebagai tabel", for screen readers and keyboards. Colours
 * are the theme's CSS variables, so both themes and print follow without a re-render.
 */
export function OutgoingChart({ today, series }: { today: string; series: readonly OutgoingSeries[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = series.find((entry) => entry.unit === chosen) ?? series[0];
  const days: readonly OutgoingDay[] = shown?.days ?? dashboardDays(today).map((day) => ({ day, quantity: 0 }));
  const unit = shown?.unit ?? '';
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  const total = shown?.total ?? 0;
  const busiest = days.reduce<OutgoingDay | null>((best, day) => (!best || day.quantity > best.quantity ? day : best), null);
  const top = niceCeiling(busiest?.quantity ?? 0);
  const slot = PLOT_W / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (quantity: number) => PAD.top + PLOT_H - (quantity / top) * PLOT_H;
  const short = (day: string) => format.calendarDay(day).replace(/\s\d{4}$/, '');
  const description =
    total === 0
      ? t('chart.descEmpty', { start: format.calendarDay(first), end: format.calendarDay(last) })
      : t('chart.desc', {
          unit,
          start: format.calendarDay(first),
          end: format.calendarDay(last),
          total: format.number(total),
          max: format.number(busiest!.quantity),
          maxDay: format.calendarDay(busiest!.day),
        });

  return (
    <Root>
      {series.length > 1 && (
        <fieldset className="units">
          <legend>{t('chart.unit')}</legend>
          {series.map((entry) => (
            <label key={entry.unit}>
              <input type="radio" name={`${id}-unit`} value={entry.unit} checked={entry.unit === unit} onChange={() => setChosen(entry.unit)} />
              <span>{entry.unit}</span>
            </label>
          ))}
        </fieldset>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{unit ? t('chart.titleUnit', { unit }) : t('chart.title')}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share} className="grid" aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} />
            <text x={PAD.left - 6} y={y(top * share)} dy="0.32em" textAnchor="end">
              {format.number(top * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <rect
            key={day.day}
            className="bar"
            data-day={day.day}
            x={PAD.left + index * slot + (slot - barWidth) / 2}
            y={y(day.quantity)}
            width={barWidth}
            height={Math.max(0, PAD.top + PLOT_H - y(day.quantity))}
            rx={2}
          >
            <title>{t('chart.bar', { day: format.calendarDay(day.day), quantity: format.number(day.quantity), unit })}</title>
          </rect>
        ))}
        {days.map((day, index) =>
          index % 5 === 0 || index === days.length - 1 ? (
            <text key={day.day} className="axis" aria-hidden="true" x={PAD.left + index * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle">
              {short(day.day)}
            </text>
          ) : null,
        )}
      </svg>
      <details>
        <summary>{t('chart.showTable')}</summary>
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              {series.length === 0 ? (
                <th scope="col" className="number">
                  {t('chart.quantity')}
                </th>
              ) : (
                series.map((entry) => (
                  <th key={entry.unit} scope="col" className="number">
                    {entry.unit}
                  </th>
                ))
              )}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{format.calendarDay(day.day)}</time>
                </th>
                {series.length === 0 ? (
                  <td className="number">{format.number(0)}</td>
                ) : (
                  series.map((entry) => (
                    <td key={entry.unit} className="number">
                      {format.number(entry.days[index]?.quantity ?? 0)}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Root>
  );
}

const Root = styled.div`
  .units {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.xs};
    border: 0;
    padding: 0;
    margin: 0 0 ${tokens.space.sm};
  }
  .units legend {
    float: left;
    margin-inline-end: ${tokens.space.sm};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .units label {
    position: relative;
  }
  .units input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .units span {
    display: inline-block;
    padding: ${tokens.space.xs} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.text};
  }
  .units input:checked + span {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
  }
  .units input:focus-visible + span {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 260px;
  }
  .grid line {
    stroke: ${tokens.color.border};
    stroke-width: 1;
  }
  .grid text,
  .axis {
    fill: ${tokens.color.textMuted};
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    fill: ${tokens.color.primary};
  }
  .bar:hover {
    fill: ${tokens.color.primaryHover};
  }
  details {
    margin-top: ${tokens.space.sm};
  }
  summary {
    cursor: pointer;
    color: ${tokens.color.primary};
    width: fit-content;
  }
  table {
    margin-top: ${tokens.space.sm};
    border-collapse: collapse;
    font-size: ${tokens.font.size.sm};
  }
  caption {
    text-align: start;
    color: ${tokens.color.textMuted};
    padding-bottom: ${tokens.space.xs};
  }
  th,
  td {
    padding: ${tokens.space.xs} ${tokens.space.md};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    font-weight: ${tokens.font.weight.regular};
  }
  thead th {
    font-weight: ${tokens.font.weight.bold};
  }
  .number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  @media print {
    .bar {
      fill: #444;
    }
    summary {
      display: none;
    }
  }
`;
