import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { ChartPoint } from '../../../shared/contracts/wells';
import { chartYears, lineRuns, MONTHS, niceTicks, toChartRows, type ChartRow } from './chart-series';
import { useContainerWidth } from '../../lib/use-container-width';

const volume = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const MARGIN = { top: 12, right: 16, bottom: 28, left: 76 };
const LEGEND_HEIGHT = 40;

export interface UsageChartProps {
  points: readonly ChartPoint[];
  currentYear: number;
  /** The current year's month still under way (0 to 11): drawn as month-to-date, not as a total. */
  monthToDate?: number;
  height: number;
}

function valueOf(row: ChartRow | undefined, year: number): number | null {
  const value = row?.[String(year)];
  return typeof value === 'number' ? value : null;
}

/**
 * Monthly pumpage of three years, one line per year across Jan..Dec in million gallons, drawn as
 * plain SVG (decision 0027: a chart library was 109 kB gzip for these three lines). The current,
 * partial month is marked month-to-date: a dashed reach and a hollow point, named so in the tooltip
 * and under the legend.
 */
export default function UsageChart({ points, currentYear, monthToDate, height }: UsageChartProps) {
  const theme = useTheme();
  const { ref, width } = useContainerWidth();
  const [activeMonth, setActiveMonth] = useState<number | null>(null);
  const years = chartYears(currentYear);
  const colors = [theme.palette.grey[500], theme.palette.secondary.main, theme.palette.primary.main];
  const rows = toChartRows(points, currentYear);
  const values = rows.flatMap((row) => years.map((year) => valueOf(row, year) ?? 0));
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks.at(-1) ?? 1;

  const svgHeight = height - LEGEND_HEIGHT;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = Math.max(svgHeight - MARGIN.top - MARGIN.bottom, 1);
  const slot = plotWidth / MONTHS.length;
  const x = (month: number) => MARGIN.left + (month + 0.5) * slot;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const pointsOf = (year: number, months: number[]) =>
    months.map((month) => `${x(month)},${y(valueOf(rows[month], year) ?? 0)}`).join(' ');

  const partialMonth =
    monthToDate !== undefined && valueOf(rows[monthToDate], currentYear) !== null ? monthToDate : undefined;
  const isPartial = (year: number, month: number) => year === currentYear && month === partialMonth;
  const activeRow = activeMonth === null ? undefined : rows[activeMonth];

  return (
    <Box
      ref={ref}
      sx={{ position: 'relative', width: '100%', height }}
      onMouseLeave={() => setActiveMonth(null)}
    >
      <svg
        width={width}
        height={svgHeight}
        role="img"
        aria-label={`Monthly pumpage in million gallons, ${years.join(', ')}`}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        <g stroke={theme.palette.divider} strokeDasharray="3 3">
          {ticks.map((tick) => (
            <line key={tick} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
          ))}
          {MONTHS.map((month, index) => (
            <line key={month} x1={x(index)} x2={x(index)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} />
          ))}
        </g>
        <g fill={theme.palette.text.secondary}>
          {ticks.map((tick) => (
            <text key={tick} x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {volume.format(tick)}
            </text>
          ))}
          {MONTHS.map((month, index) => (
            <text key={month} x={x(index)} y={MARGIN.top + plotHeight + 18} textAnchor="middle">
              {month}
            </text>
          ))}
          <text
            transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            Million gallons
          </text>
        </g>
        {activeMonth !== null && (
          <line
            x1={x(activeMonth)}
            x2={x(activeMonth)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke={theme.palette.text.secondary}
          />
        )}
        {years.map((year, index) => {
          const runs = lineRuns(rows, year, year === currentYear ? partialMonth : undefined);
          const color = colors[index];
          return (
            <g key={year} data-series={year} stroke={color} strokeWidth={2} fill="none">
              {runs.solid.map((months) =>
                months.length > 1 ? <polyline key={months[0]} points={pointsOf(year, months)} /> : null,
              )}
              {runs.toMonthToDate && (
                <polyline
                  data-month-to-date
                  points={pointsOf(year, runs.toMonthToDate)}
                  strokeDasharray="6 4"
                />
              )}
              {rows.map((row, month) => {
                const value = valueOf(row, year);
                if (value === null) return null;
                return (
                  <circle
                    key={MONTHS[month]}
                    cx={x(month)}
                    cy={y(value)}
                    r={isPartial(year, month) ? 4 : 3}
                    fill={isPartial(year, month) ? theme.palette.background.paper : color}
                  />
                );
              })}
            </g>
          );
        })}
        {MONTHS.map((month, index) => (
          <rect
            key={month}
            data-month={month}
            x={MARGIN.left + index * slot}
            y={MARGIN.top}
            width={slot}
            height={plotHeight}
            fill="transparent"
            onMouseEnter={() => setActiveMonth(index)}
          />
        ))}
      </svg>
      {activeMonth !== null && activeRow && (
        <Paper
          role="tooltip"
          elevation={3}
          sx={{
            position: 'absolute',
            top: MARGIN.top,
            ...(activeMonth < MONTHS.length / 2
              ? { left: x(activeMonth) + 12 }
              : { right: width - x(activeMonth) + 12 }),
            px: 1.5,
            py: 1,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
          }}
        >
          <Typography variant="subtitle2">{MONTHS[activeMonth]}</Typography>
          {years.map((year, index) => {
            const value = valueOf(activeRow, year);
            return (
              <Typography key={year} variant="body2" sx={{ color: colors[index] }}>
                {year}: {value === null ? 'no data' : `${volume.format(value)} MG`}
                {isPartial(year, activeMonth) ? ' (month to date)' : ''}
              </Typography>
            );
          })}
        </Paper>
      )}
      <Box
        sx={{
          height: LEGEND_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexWrap: 'wrap',
          columnGap: 3,
        }}
      >
        <Box
          component="ul"
          aria-label="Years"
          sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0 }}
        >
          {years.map((year, index) => (
            <Box component="li" key={year} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <svg width={18} height={10} aria-hidden>
                <line x1={0} x2={18} y1={5} y2={5} stroke={colors[index]} strokeWidth={2} />
              </svg>
              <Typography variant="body2">{year}</Typography>
            </Box>
          ))}
        </Box>
        {partialMonth !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <svg width={18} height={10} aria-hidden>
              <line x1={0} x2={18} y1={5} y2={5} stroke={colors[2]} strokeWidth={2} strokeDasharray="4 3" />
            </svg>
            <Typography variant="body2" color="text.secondary">
              {MONTHS[partialMonth]} {currentYear}: month to date
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
