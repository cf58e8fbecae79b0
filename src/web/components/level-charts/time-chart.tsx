import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { ChartLegend, LineMark, ValueGrid, YearAxis, type LegendItem } from './chart-parts';
import { MARGIN, type Scale, type TimeLayout } from './chart-scales';

/** One band of values over time, with its grid and axis title; a chart may stack several. */
export interface ValuePlot {
  ticks: readonly number[];
  y: Scale;
  title: string;
  top: number;
  plotHeight: number;
}

export interface ThresholdLine {
  /** Where the line is drawn, on screen. */
  y: number;
  /** Written on the chart above the line's right end. */
  label: string;
  /** The legend's words for the line, when not the label's. */
  legendLabel?: string;
}

interface TimeChartProps {
  containerRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  /** Shown above the chart. */
  title?: string;
  /** The chart's accessible name: what a screen reader hears of it. */
  summary: string;
  layout: TimeLayout;
  plots: readonly ValuePlot[];
  threshold?: ThresholdLine | null;
  /** The chart's own items; the threshold's is added after them. */
  legend: readonly LegendItem[];
  /** The chart's data, drawn over the grid, the year axis and the threshold. */
  children: ReactNode;
}

/** The frame the level charts share: title, svg, value grids, year axis, threshold line and legend. */
export function TimeChart({
  containerRef,
  width,
  height,
  title,
  summary,
  layout: { plotWidth, x, years },
  plots,
  threshold = null,
  legend,
  children,
}: TimeChartProps) {
  const theme = useTheme();
  const alertColor = theme.palette.error.main;
  const left = MARGIN.left;
  const right = MARGIN.left + plotWidth;
  const gridColors = { color: theme.palette.divider, textColor: theme.palette.text.secondary };
  const legendItems =
    threshold === null
      ? legend
      : [
          ...legend,
          {
            key: 'alert',
            label: threshold.legendLabel ?? threshold.label,
            mark: <LineMark color={alertColor} dashed />,
          },
        ];

  return (
    <Box ref={containerRef} sx={{ width: '100%' }}>
      {title !== undefined && (
        <Typography variant="subtitle2" component="p">
          {title}
        </Typography>
      )}
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={summary}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        {plots.map((plot) => (
          <ValueGrid key={plot.title} {...plot} {...gridColors} left={left} right={right} />
        ))}
        <YearAxis
          {...gridColors}
          years={years}
          x={x}
          top={MARGIN.top}
          bottom={Math.max(...plots.map((plot) => plot.top + plot.plotHeight))}
        />
        {threshold !== null && (
          <g data-threshold>
            <line
              x1={left}
              x2={right}
              y1={threshold.y}
              y2={threshold.y}
              stroke={alertColor}
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
            <text x={right - 4} y={threshold.y - 4} textAnchor="end" fill={alertColor}>
              {threshold.label}
            </text>
          </g>
        )}
        {children}
      </svg>
      <ChartLegend items={legendItems} />
    </Box>
  );
}
