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
import {
  dayValue,
  depthScale,
  depthTicks,
  linearScale,
  timeDomain,
  trendLine,
  yearTicks,
} from './chart-scales';
import { figureText, trendLegend } from './level-text';

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
  const alertColor = theme.palette.error.main;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 1);
  const days = points.map((point) => ({ ...point, day: dayValue(point.measuredOn) }));
  const domain = timeDomain(days.map((point) => point.day));
  const x = linearScale(domain, [MARGIN.left, MARGIN.left + plotWidth]);
  const ticks = depthTicks(
    points.map((point) => point.depthFeet),
    thresholdFeet,
  );
  const y = depthScale(ticks, MARGIN.top, plotHeight);
  const years = yearTicks(domain, Math.floor(plotWidth / PIXELS_PER_YEAR_TICK));
  const trend = trendLine(days, trendFeetPerYear);
  const path = days
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.day)},${y(point.depthFeet)}`)
    .join(' ');
  const legend: LegendItem[] = [
    { key: 'approved', label: 'Approved', mark: <PointMark color={line} /> },
    { key: 'provisional', label: 'Provisional', mark: <PointMark color={line} hollow /> },
    { key: 'trend', label: trendLegend(trendFeetPerYear), mark: <LineMark color={trendColor} dashed /> },
  ];
  if (thresholdFeet !== null) {
    legend.push({
      key: 'alert',
      label: `Alert depth ${figureText(thresholdFeet)} ft`,
      mark: <LineMark color={alertColor} dashed />,
    });
  }

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={hydrographSummary({ points, trendFeetPerYear, title })}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        <ValueGrid
          ticks={ticks}
          y={y}
          left={MARGIN.left}
          right={MARGIN.left + plotWidth}
          color={theme.palette.divider}
          textColor={theme.palette.text.secondary}
          title="Feet below land surface"
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
        {thresholdFeet !== null && (
          <g data-threshold>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={y(thresholdFeet)}
              y2={y(thresholdFeet)}
              stroke={alertColor}
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
            <text x={MARGIN.left + plotWidth - 4} y={y(thresholdFeet) - 4} textAnchor="end" fill={alertColor}>
              Alert {figureText(thresholdFeet)} ft
            </text>
          </g>
        )}
        <path d={path} fill="none" stroke={line} strokeWidth={1.5} />
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
      </svg>
      <ChartLegend items={legend} />
    </Box>
  );
}
