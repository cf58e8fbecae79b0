import { useTheme } from '@mui/material/styles';
import { formatDay } from '../../../shared/format';
import { useContainerWidth } from '../../lib/use-container-width';
import { PointMark } from './chart-parts';
import { MARGIN, dayValue, linePath, niceTicks, timeDomain, timeLayout, upwardScale } from './chart-scales';
import { figureText } from './level-text';
import { TimeChart } from './time-chart';

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
  const days = points.map((point) => ({ ...point, day: dayValue(point.measuredOn) }));
  const layout = timeLayout(width, height, timeDomain(days.map((point) => point.day)));
  const { x, plotHeight } = layout;
  const values = points.map((point) => point.value);
  const ticks = niceTicks(0, Math.max(0, ...values, thresholdValue ?? 0));
  const y = upwardScale(ticks, MARGIN.top, plotHeight);

  return (
    <TimeChart
      containerRef={ref}
      width={width}
      height={height}
      title={label}
      summary={concentrationSummary({ points, unit, label })}
      layout={layout}
      plots={[{ ticks, y, title: unit, top: MARGIN.top, plotHeight }]}
      threshold={
        thresholdValue === null
          ? null
          : { y: y(thresholdValue), label: `Alert ${figureText(thresholdValue)} ${unit}` }
      }
      legend={[{ key: 'value', label: `${label} (${unit})`, mark: <PointMark color={color} /> }]}
    >
      <path
        d={linePath(days.map((point) => ({ x: x(point.day), y: y(point.value) })))}
        fill="none"
        stroke={color}
        strokeWidth={1.5}
      />
      {days.map((point, index) => (
        <circle key={`${point.measuredOn}-${index}`} cx={x(point.day)} cy={y(point.value)} r={3} fill={color}>
          <title>{`${formatDay(point.measuredOn)}: ${figureText(point.value)} ${unit}`}</title>
        </circle>
      ))}
    </TimeChart>
  );
}
