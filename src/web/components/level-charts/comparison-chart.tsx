import { useTheme } from '@mui/material/styles';
import { useContainerWidth } from '../../lib/use-container-width';
import { LineMark, type LegendItem } from './chart-parts';
import {
  MARGIN,
  dayValue,
  depthScale,
  depthTicks,
  linePath,
  niceTicks,
  timeDomain,
  timeLayout,
  upwardScale,
} from './chart-scales';
import { figureText } from './level-text';
import { TimeChart } from './time-chart';

export interface ComparisonWell {
  id: number;
  displayName: string;
  months: readonly { month: string; depthFeet: number }[];
}

export interface ComparisonChartProps {
  aquiferName: string;
  wells: readonly ComparisonWell[];
  /** The aquifer's pumpage per month (YYYY-MM), in thousand gallons. */
  pumpage: readonly { month: string; kgal: number }[];
  height?: number;
}

/** Colours told apart also by people who do not see red and green apart (Okabe and Ito). */
export const WELL_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#000000',
  '#F0E442',
];
const GAP = 36;

export function wellColor(index: number): string {
  return WELL_COLORS[index % WELL_COLORS.length] ?? '#000000';
}

/** What a screen reader hears: each well's first and last monthly mean, and the pumpage total. */
export function comparisonSummary({
  aquiferName,
  wells,
  pumpage,
}: Pick<ComparisonChartProps, 'aquiferName' | 'wells' | 'pumpage'>): string {
  const levels = wells.map((well) => {
    const first = well.months[0];
    const last = well.months.at(-1);
    return first && last
      ? `${well.displayName} from ${figureText(first.depthFeet)} ft in ${first.month} to ${figureText(last.depthFeet)} ft in ${last.month}`
      : `${well.displayName} no levels`;
  });
  const million = pumpage.reduce((sum, month) => sum + month.kgal, 0) / 1000;
  return (
    `${aquiferName}: monthly mean depth to water of ${wells.length} monitoring wells (${levels.join('; ')}), ` +
    `and the aquifer's pumpage, ${figureText(million)} million gallons over ${pumpage.length} months.`
  );
}

/**
 * An aquifer's monitoring wells month by month (mean depth to water, drawn downward, one colour
 * each) above the aquifer's monthly pumpage in million gallons, on one time axis, so a season's
 * pumping can be read against the levels. Plain SVG; its own chunk.
 */
export default function ComparisonChart({ aquiferName, wells, pumpage, height = 460 }: ComparisonChartProps) {
  const theme = useTheme();
  const { ref, width } = useContainerWidth();
  const months = [
    ...wells.flatMap((well) => well.months.map((month) => month.month)),
    ...pumpage.map((month) => month.month),
  ];
  const domain = timeDomain(months.map(dayValue));
  // Half a month each side, so the first and last bars are whole.
  const halfMonth = 15 * 86_400_000;
  const layout = timeLayout(width, height, [domain[0] - halfMonth, domain[1] + halfMonth]);
  const { x, plotHeight } = layout;
  const levelHeight = Math.max(Math.round((plotHeight - GAP) * 0.6), 1);
  const barHeight = Math.max(plotHeight - GAP - levelHeight, 1);
  const barTop = MARGIN.top + levelHeight + GAP;
  const depthAxis = depthTicks(wells.flatMap((well) => well.months.map((month) => month.depthFeet)));
  const depthY = depthScale(depthAxis, MARGIN.top, levelHeight);
  const million = pumpage.map((month) => ({
    ...month,
    million: month.kgal / 1000,
    day: dayValue(month.month),
  }));
  const pumpageAxis = niceTicks(0, Math.max(0, ...million.map((month) => month.million)), 3);
  const pumpageY = upwardScale(pumpageAxis, barTop, barHeight);
  const monthWidth = Math.max(x(domain[0] + 30 * 86_400_000) - x(domain[0]), 1);
  const barWidth = Math.max(Math.min(monthWidth * 0.7, 24), 1);
  const legend: LegendItem[] = wells.map((well, index) => ({
    key: String(well.id),
    label: well.displayName,
    mark: <LineMark color={wellColor(index)} />,
  }));
  legend.push({
    key: 'pumpage',
    label: 'Pumpage (million gallons)',
    mark: <rect x={4} y={1} width={14} height={12} fill={theme.palette.grey[500]} />,
  });

  return (
    <TimeChart
      containerRef={ref}
      width={width}
      height={height}
      summary={comparisonSummary({ aquiferName, wells, pumpage })}
      layout={layout}
      plots={[
        {
          ticks: depthAxis,
          y: depthY,
          title: 'Feet below land surface',
          top: MARGIN.top,
          plotHeight: levelHeight,
        },
        { ticks: pumpageAxis, y: pumpageY, title: 'Million gal', top: barTop, plotHeight: barHeight },
      ]}
      legend={legend}
    >
      {million.map((month) => (
        <rect
          key={month.month}
          data-month={month.month}
          x={x(month.day) - barWidth / 2}
          y={pumpageY(month.million)}
          width={barWidth}
          height={Math.max(pumpageY(0) - pumpageY(month.million), 0)}
          fill={theme.palette.grey[500]}
        >
          <title>{`${month.month}: ${figureText(month.million)} million gallons`}</title>
        </rect>
      ))}
      {wells.map((well, index) => (
        <path
          key={well.id}
          data-well={well.id}
          d={linePath(
            well.months.map((month) => ({ x: x(dayValue(month.month)), y: depthY(month.depthFeet) })),
          )}
          fill="none"
          stroke={wellColor(index)}
          strokeWidth={2}
        >
          <title>{well.displayName}</title>
        </path>
      ))}
    </TimeChart>
  );
}
