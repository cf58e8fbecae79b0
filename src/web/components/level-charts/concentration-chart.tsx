import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatDay } from '../../../shared/format';
import { useContainerWidth } from '../../lib/use-container-width';
import {
  ChartLegend,
  LineMark,
  MARGIN,
  PIXELS_PER_YEAR_TICK,
  PointMark,
  ValueGrid,
  YearAxis,
  type LegendItem,
} from './chart-parts';
import { dayValue, linearScale, niceTicks, timeDomain, upwardScale, yearTicks } from './chart-scales';
import { figureText } from './level-text';

export interface ConcentrationChartProps {
  points: readonly { measuredOn: string; value: number }[];
  /** The values' unit, e.g. mg/L. */
  unit: string;
  /** What was measured, e.g. Chloride: the title and the axis. */
  label: string;
  thresholdValue?: number | null;
  height?: number;
}

/** What a screen reader hears: the first, last and highest values. */
export function concentrationSummary({
  points,
  unit,
  label,
}: Pick<ConcentrationChartProps, 'points' | 'unit' | 'label'>): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${label}: no measurements yet.`;
  const highest = Math.max(...points.map((point) => point.value));
  return (
    `${label}, ${points.length} measurements, from ${figureText(first.value)} ${unit} on ${formatDay(first.measuredOn)} ` +
    `to ${figureText(last.value)} ${unit} on ${formatDay(last.measuredOn)}; highest ${figureText(highest)} ${unit}.`
  );
}

/**
 * A concentration over time (chloride, specific conductance), drawn upward from zero, with the alert
 * threshold as a red dashed line. Plain SVG; its own chunk.
 */
export default function ConcentrationChart({
  points,
  unit,
  label,
  thresholdValue = null,
  height = 240,
}: ConcentrationChartProps) {
  const theme = useTheme();
  const { ref, width } = useContainerWidth();
  const color = theme.palette.info.main;
  const alertColor = theme.palette.error.main;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 1);
  const days = points.map((point) => ({ ...point, day: dayValue(point.measuredOn) }));
  const domain = timeDomain(days.map((point) => point.day));
  const x = linearScale(domain, [MARGIN.left, MARGIN.left + plotWidth]);
  const values = points.map((point) => point.value);
  const ticks = niceTicks(0, Math.max(0, ...values, thresholdValue ?? 0));
  const y = upwardScale(ticks, MARGIN.top, plotHeight);
  const years = yearTicks(domain, Math.floor(plotWidth / PIXELS_PER_YEAR_TICK));
  const path = days
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.day)},${y(point.value)}`)
    .join(' ');
  const legend: LegendItem[] = [
    { key: 'value', label: `${label} (${unit})`, mark: <PointMark color={color} /> },
  ];
  if (thresholdValue !== null) {
    legend.push({
      key: 'alert',
      label: `Alert ${figureText(thresholdValue)} ${unit}`,
      mark: <LineMark color={alertColor} dashed />,
    });
  }

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={concentrationSummary({ points, unit, label })}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        <ValueGrid
          ticks={ticks}
          y={y}
          left={MARGIN.left}
          right={MARGIN.left + plotWidth}
          color={theme.palette.divider}
          textColor={theme.palette.text.secondary}
          title={unit}
          top={MARGIN.top}
          plotHeight={plotHeight}
        />
        <YearAxis
          years={years}
          x={x}
          top={MARGIN.top}
          bottom={MARGIN.top + plotHeight}
          color={theme.palette.divider}
          textColor={theme.palette.text.secondary}
        />
        {thresholdValue !== null && (
          <g data-threshold>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={y(thresholdValue)}
              y2={y(thresholdValue)}
              stroke={alertColor}
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
            <text
              x={MARGIN.left + plotWidth - 4}
              y={y(thresholdValue) - 4}
              textAnchor="end"
              fill={alertColor}
            >
              Alert {figureText(thresholdValue)} {unit}
            </text>
          </g>
        )}
        <path d={path} fill="none" stroke={color} strokeWidth={1.5} />
        {days.map((point, index) => (
          <circle
            key={`${point.measuredOn}-${index}`}
            cx={x(point.day)}
            cy={y(point.value)}
            r={3}
            fill={color}
          >
            <title>{`${formatDay(point.measuredOn)}: ${figureText(point.value)} ${unit}`}</title>
          </circle>
        ))}
      </svg>
      <ChartLegend items={legend} />
    </Box>
  );
}
