import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import { Fact } from '../../components/fact';
import {
  altitudeText,
  dayOrDash,
  locationText,
  orDash,
  siteText,
  trendText,
  yesNo,
} from './monitoring-well-text';

/** The production well's page in the registry. */
const productionWellPath = (wellId: number) => `/well/edit/${wellId}`;

/** What the district knows of a monitoring well, in a grid of facts that wraps on a phone. */
export function WellFacts({ well }: { well: MonitoringWell }) {
  return (
    <Box
      component="dl"
      aria-label="Monitoring well facts"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        columnGap: 3,
        m: 0,
        mb: 2,
      }}
    >
      <div>
        <Fact label="Site number">{siteText(well)}</Fact>
      </div>
      <div>
        <Fact label="Aquifer">{well.aquiferName}</Fact>
      </div>
      <div>
        <Fact label="Parish">{well.parishName ?? '—'}</Fact>
      </div>
      <div>
        <Fact label="Location">{locationText(well)}</Fact>
      </div>
      <div>
        <Fact label="Land-surface altitude">{altitudeText(well)}</Fact>
      </div>
      <div>
        <Fact label="Production well">
          {well.wellId !== null && well.wellNumber !== null ? (
            <Link component={RouterLink} to={productionWellPath(well.wellId)}>
              {well.wellNumber}
            </Link>
          ) : (
            '—'
          )}
        </Fact>
      </div>
      <div>
        <Fact label="Level alert depth">{orDash(well.levelAlertDepthFeet, 'ft')}</Fact>
      </div>
      <div>
        <Fact label="Chloride alert">{orDash(well.chlorideAlertMgL, 'mg/L')}</Fact>
      </div>
      <div>
        <Fact label="Public">{yesNo(well.isPublic)}</Fact>
      </div>
      <div>
        <Fact label="Measured">
          {dayOrDash(well.firstMeasuredOn)} to {dayOrDash(well.lastMeasuredOn)}
        </Fact>
      </div>
      <div>
        <Fact label="Level trend">{trendText(well.levelTrendFeetPerYear)}</Fact>
      </div>
      {well.note && (
        <div>
          <Fact label="Note">{well.note}</Fact>
        </div>
      )}
    </Box>
  );
}
