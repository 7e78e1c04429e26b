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

/** The plot's drawing units: a day's slot is 10 wide and the axis 100 high, stretched to the box. */
const SLOT = 10;
const AXIS = 100;

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
  const y = (quantity: number) => AXIS - (quantity / top) * AXIS;
  /** Where a day's middle is, as a share of the plot's width. */
  const across = (index: number) => `${((index + 0.5) / Math.max(1, days.length)) * 100}%`;
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
      <div className="plot">
        <div className="y-axis" aria-hidden="true">
          {[1, 0.5, 0].map((share) => (
            <span key={share} style={{ top: `${(1 - share) * 100}%` }}>
              {format.number(top * share)}
            </span>
          ))}
        </div>
        <svg viewBox={`0 0 ${Math.max(1, days.length) * SLOT} ${AXIS}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{unit ? t('chart.titleUnit', { unit }) : t('chart.title')}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {[0, 0.5, 1].map((share) => (
            <line key={share} className="grid" aria-hidden="true" x1={0} x2={days.length * SLOT} y1={y(top * share)} y2={y(top * share)} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, index) => (
            <rect
              key={day.day}
              className="bar"
              data-day={day.day}
              x={index * SLOT + SLOT * 0.15}
              y={y(day.quantity)}
              width={SLOT * 0.7}
              height={AXIS - y(day.quantity)}
            >
              <title>{t('chart.bar', { day: format.calendarDay(day.day), quantity: format.number(day.quantity), unit })}</title>
            </rect>
          ))}
        </svg>
        <div className="x-axis" aria-hidden="true">
          {days.map((day, index) =>
            // Every fifth day and the last, none nearer the last than five days (they would touch).
            (index % 5 === 0 && index + 5 < days.length) || index === days.length - 1 ? (
              <span key={day.day} style={{ left: across(index) }} data-edge={index === 0 ? 'start' : index === days.length - 1 ? 'end' : undefined}>
                {short(day.day)}
              </span>
            ) : null,
          )}
        </div>
      </div>
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
  /*
   * The bars stretch to the box; the axes' labels are text beside and under it, so they keep their
   * size on a phone as on a wide screen instead of shrinking with a drawing scaled to fit.
   */
  .plot {
    container-type: inline-size;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: 160px auto;
    column-gap: ${tokens.space.sm};
    /* Room for the top label, centred on the top line. */
    padding-top: ${tokens.space.sm};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  .y-axis {
    position: relative;
  }
  /* The top label, the widest number, stays in the flow and gives the column its width. */
  .y-axis span {
    display: block;
    transform: translateY(-50%);
    text-align: end;
    white-space: nowrap;
  }
  .y-axis span + span {
    position: absolute;
    inset-inline-end: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .grid {
    stroke: ${tokens.color.border};
    stroke-width: 1;
  }
  .x-axis {
    grid-column: 2;
    position: relative;
    height: 2em;
  }
  .x-axis span {
    position: absolute;
    top: 0.4em;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  .x-axis span[data-edge='start'] {
    transform: none;
  }
  .x-axis span[data-edge='end'] {
    transform: translateX(-100%);
  }
  /* A phone's plot has room for every other label. */
  @container (max-width: 400px) {
    .x-axis span:nth-child(even):not([data-edge]) {
      display: none;
    }
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
