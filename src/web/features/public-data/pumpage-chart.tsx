import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { barTicks, type YearTotal } from './pumpage-figures';
import { millionGallonsText } from './public-text';
import { useContainerWidth } from '../../lib/use-container-width';

const MARGIN = { top: 16, right: 16, bottom: 28, left: 84 };
const MAX_BAR_WIDTH = 56;
const tickFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export interface PumpageChartProps {
  totals: readonly YearTotal[];
  /** The year the tables show, drawn outlined. */
  selectedYear: number | undefined;
  height?: number;
}

/**
 * The district's pumpage per year in million gallons, exempt pumpage stacked on top and named in the
 * legend, as plain SVG like the dashboard's chart (no chart library). Its own chunk.
 */
export default function PumpageChart({ totals, selectedYear, height = 280 }: PumpageChartProps) {
  const theme = useTheme();
  const { ref, width } = useContainerWidth();
  const colors = { nonExempt: theme.palette.primary.main, exempt: theme.palette.warning.light };
  const million = (kgal: number) => kgal / 1000;
  const ticks = barTicks(Math.max(0, ...totals.map((t) => million(t.nonExemptKgal + t.exemptKgal))));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 1);
  const slot = plotWidth / Math.max(totals.length, 1);
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const summary = totals
    .map(
      (total) =>
        `${total.year}: ${millionGallonsText(total.nonExemptKgal + total.exemptKgal)}, of which exempt ${millionGallonsText(total.exemptKgal)}`,
    )
    .join('; ');

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Pumpage per year in million gallons. ${summary}`}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        <g stroke={theme.palette.divider} strokeDasharray="3 3">
          {ticks.map((tick) => (
            <line key={tick} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
          ))}
        </g>
        <g fill={theme.palette.text.secondary}>
          {ticks.map((tick) => (
            <text key={tick} x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tickFormat.format(tick)}
            </text>
          ))}
          <text
            transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            Million gallons
          </text>
        </g>
        {totals.map((total, index) => {
          const centre = MARGIN.left + (index + 0.5) * slot;
          const x = centre - barWidth / 2;
          const nonExempt = million(total.nonExemptKgal);
          const exempt = million(total.exemptKgal);
          const isSelected = total.year === selectedYear;
          return (
            <g key={total.year} data-year={total.year}>
              <title>
                {`${total.year}: ${millionGallonsText(total.nonExemptKgal)} non-exempt, ${millionGallonsText(total.exemptKgal)} exempt`}
              </title>
              <rect
                x={x}
                y={y(nonExempt)}
                width={barWidth}
                height={y(0) - y(nonExempt)}
                fill={colors.nonExempt}
              />
              <rect
                data-exempt
                x={x}
                y={y(nonExempt + exempt)}
                width={barWidth}
                height={y(nonExempt) - y(nonExempt + exempt)}
                fill={colors.exempt}
              />
              {isSelected && (
                <rect
                  x={x - 3}
                  y={y(nonExempt + exempt) - 3}
                  width={barWidth + 6}
                  height={y(0) - y(nonExempt + exempt) + 3}
                  fill="none"
                  stroke={theme.palette.text.primary}
                  strokeWidth={1.5}
                />
              )}
              <text
                x={centre}
                y={MARGIN.top + plotHeight + 18}
                textAnchor="middle"
                fill={theme.palette.text.secondary}
                fontWeight={isSelected ? 700 : 400}
              >
                {total.year}
              </text>
            </g>
          );
        })}
      </svg>
      <Box
        component="ul"
        aria-label="Legend"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 3,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {[
          { key: 'non-exempt', color: colors.nonExempt, label: 'Non-exempt wells' },
          { key: 'exempt', color: colors.exempt, label: 'Exempt wells (not billed)' },
        ].map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <svg width={14} height={14} aria-hidden>
              <rect width={14} height={14} fill={item.color} />
            </svg>
            <Typography variant="body2">{item.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
