import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Scale } from './chart-scales';
import { figureText } from './level-text';

interface ValueGridProps {
  ticks: readonly number[];
  y: Scale;
  left: number;
  right: number;
  color: string;
  textColor: string;
  /** The axis title, written upward along the left edge. */
  title: string;
  top: number;
  plotHeight: number;
}

/** The horizontal grid lines with their values on the left, and the axis title. */
export function ValueGrid({
  ticks,
  y,
  left,
  right,
  color,
  textColor,
  title,
  top,
  plotHeight,
}: ValueGridProps) {
  return (
    <>
      <g stroke={color} strokeDasharray="3 3">
        {ticks.map((tick) => (
          <line key={tick} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
        ))}
      </g>
      <g fill={textColor}>
        {ticks.map((tick) => (
          <text key={tick} x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {figureText(tick)}
          </text>
        ))}
        <text
          transform={`translate(10 ${top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {title}
        </text>
      </g>
    </>
  );
}

interface YearAxisProps {
  years: readonly number[];
  x: Scale;
  top: number;
  bottom: number;
  color: string;
  textColor: string;
}

/** A tick and label at each 1st of January the scale shows. */
export function YearAxis({ years, x, top, bottom, color, textColor }: YearAxisProps) {
  return (
    <g>
      {years.map((year) => {
        const at = x(Date.UTC(year, 0, 1));
        return (
          <g key={year}>
            <line x1={at} x2={at} y1={top} y2={bottom} stroke={color} strokeDasharray="2 4" />
            <text x={at} y={bottom + 16} textAnchor="middle" fill={textColor}>
              {year}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export interface LegendItem {
  key: string;
  label: string;
  /** How the item is drawn: a line (dashed or not), a hollow point, or a filled swatch. */
  mark: ReactNode;
}

/** The legend under a chart, wrapping on a phone. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 3,
        rowGap: 0.5,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <svg width={22} height={14} aria-hidden>
            {item.mark}
          </svg>
          <Typography variant="body2">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A legend mark: a short line, solid or dashed. */
export function LineMark({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <line
      x1={1}
      x2={21}
      y1={7}
      y2={7}
      stroke={color}
      strokeWidth={2}
      strokeDasharray={dashed ? '5 3' : undefined}
    />
  );
}

/** A legend mark: a point, filled or hollow. */
export function PointMark({ color, hollow = false }: { color: string; hollow?: boolean }) {
  return <circle cx={11} cy={7} r={4} fill={hollow ? 'white' : color} stroke={color} strokeWidth={1.5} />;
}
