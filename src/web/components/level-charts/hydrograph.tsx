import { useTheme } from '@mui/material/styles';
import { formatDay } from '../../../shared/format';
import { useContainerWidth } from '../../lib/use-container-width';
import { LineMark, PointMark, type LegendItem } from './chart-parts';
import {
  MARGIN,
  dayValue,
  depthScale,
  depthTicks,
  linePath,
  timeDomain,
  timeLayout,
  trendLine,
} from './chart-scales';
import { figureText, trendLegend } from './level-text';
import { TimeChart } from './time-chart';

export interface HydrographPoint {
  measuredOn: string;
  depthFeet: number;
  /** Not approved yet: drawn hollow. Absent counts as approved. */
  approved?: boolean;
}

export interface HydrographProps {
  points: readonly HydrographPoint[];
  trendFeetPerYear: number | null;
  title: string;
  height?: number;
  thresholdFeet?: number | null;
}

/** What a screen reader hears of the chart: the first and last levels and the trend. */
export function hydrographSummary({
  points,
  trendFeetPerYear,
  title,
}: Pick<HydrographProps, 'points' | 'trendFeetPerYear' | 'title'>): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: no water levels yet.`;
  return (
    `${title}: depth to water, ${points.length} measurements, from ${figureText(first.depthFeet)} ft on ${formatDay(first.measuredOn)} ` +
    `to ${figureText(last.depthFeet)} ft on ${formatDay(last.measuredOn)}. ${trendLegend(trendFeetPerYear)}.`
  );
}

/**
 * A monitoring well's hydrograph, as plain SVG like the other charts: depth to water below land surface
 * drawn downward (land surface at the top, deeper lower), years along the bottom, provisional points
 * hollow, the least-squares trend dashed, and the alert depth as a red dashed line. Its own chunk.
 */
export default function Hydrograph({
  points,
  trendFeetPerYear,
  title,
  height = 300,
  thresholdFeet = null,
}: HydrographProps) {
  const theme = useTheme();
  const { ref, width } = useContainerWidth();
  const line = theme.palette.primary.main;
  const trendColor = theme.palette.secondary.main;
  const days = points.map((point) => ({ ...point, day: dayValue(point.measuredOn) }));
  const layout = timeLayout(width, height, timeDomain(days.map((point) => point.day)));
  const { x, plotHeight } = layout;
  const ticks = depthTicks(
    points.map((point) => point.depthFeet),
    thresholdFeet,
  );
  const y = depthScale(ticks, MARGIN.top, plotHeight);
  const trend = trendLine(days, trendFeetPerYear);
  const legend: LegendItem[] = [
    { key: 'approved', label: 'Approved', mark: <PointMark color={line} /> },
    { key: 'provisional', label: 'Provisional', mark: <PointMark color={line} hollow /> },
    { key: 'trend', label: trendLegend(trendFeetPerYear), mark: <LineMark color={trendColor} dashed /> },
  ];

  return (
    <TimeChart
      containerRef={ref}
      width={width}
      height={height}
      title={title}
      summary={hydrographSummary({ points, trendFeetPerYear, title })}
      layout={layout}
      plots={[{ ticks, y, title: 'Feet below land surface', top: MARGIN.top, plotHeight }]}
      threshold={
        thresholdFeet === null
          ? null
          : {
              y: y(thresholdFeet),
              label: `Alert ${figureText(thresholdFeet)} ft`,
              legendLabel: `Alert depth ${figureText(thresholdFeet)} ft`,
            }
      }
      legend={legend}
    >
      <path
        d={linePath(days.map((point) => ({ x: x(point.day), y: y(point.depthFeet) })))}
        fill="none"
        stroke={line}
        strokeWidth={1.5}
      />
      {trend && (
        <line
          data-trend
          x1={x(trend.x0)}
          y1={y(trend.y0)}
          x2={x(trend.x1)}
          y2={y(trend.y1)}
          stroke={trendColor}
          strokeWidth={2}
          strokeDasharray="8 5"
        />
      )}
      {days.map((point, index) => {
        const provisional = point.approved === false;
        return (
          <circle
            key={`${point.measuredOn}-${index}`}
            data-provisional={provisional || undefined}
            cx={x(point.day)}
            cy={y(point.depthFeet)}
            r={3}
            fill={provisional ? theme.palette.background.paper : line}
            stroke={line}
            strokeWidth={1.5}
          >
            <title>{`${formatDay(point.measuredOn)}: ${figureText(point.depthFeet)} ft${provisional ? ' (provisional)' : ''}`}</title>
          </circle>
        );
      })}
    </TimeChart>
  );
}
