import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '../../../shared/contracts/wells';
import { chartYears, toChartRows } from './chart-series';

const volume = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export interface UsageChartProps {
  points: readonly ChartPoint[];
  currentYear: number;
  height: number;
}

/** Recharts in its own chunk: one line per year across Jan..Dec, in million gallons. */
export default function UsageChart({ points, currentYear, height }: UsageChartProps) {
  const theme = useTheme();
  const colors = [theme.palette.grey[500], theme.palette.secondary.main, theme.palette.primary.main];
  const rows = toChartRows(points, currentYear);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis
          width={64}
          tickFormatter={(value: number) => volume.format(value)}
          label={{ value: 'Million gallons', angle: -90, position: 'insideLeft', offset: 0 }}
        />
        <Tooltip formatter={(value) => `${volume.format(Number(value))} MG`} />
        <Legend />
        {chartYears(currentYear).map((year, index) => (
          <Line
            key={year}
            type="monotone"
            dataKey={String(year)}
            name={String(year)}
            stroke={colors[index]}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
