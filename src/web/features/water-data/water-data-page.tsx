import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { canSeeHourlyPumpage } from '../../../shared/contracts/water-data';
import { PageHeader } from '../../components/page-header';
import { PlainTabs } from '../../components/plain-tabs/plain-tabs';
import { useSession } from '../../lib/session';
import { useWellChoices } from './api';
import { defaultDailyPeriod, defaultHourlyPeriod, defaultYearPeriod } from './periods';
import { DailyTab, HourlyTab, MonthlyTab } from './pumpage-tabs';
import { useWellIdParam } from './use-well-id-param';
import { WellPicker } from './well-picker';

type TabKey = 'monthly' | 'daily' | 'hourly';

/** In this order; the number names the tab's CSV (export_tab_{n}.csv). Hourly last, so numbers never shift. */
const TABS: { key: TabKey; label: string; number: number }[] = [
  { key: 'monthly', label: 'Monthly (1000 gal)', number: 1 },
  { key: 'daily', label: 'Daily (1000 gal)', number: 2 },
  { key: 'hourly', label: 'Hourly (1000 gal)', number: 3 },
];

/** The well usage report of the same side of the portal as this page. */
function usageReportPath(pathname: string, wellId: number): string {
  const base = pathname.startsWith('/client/') ? '/client/well/well-usage-report' : '/well/well-usage-report';
  return `${base}?wellId=${wellId}`;
}

/** /well/water-data and /client/well/water-data: one well's pumpage by month, day and hour. */
export default function WaterDataPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const [wellId, setWellId] = useWellIdParam();
  const wells = useWellChoices();
  const tabs = TABS.filter((tab) => tab.key !== 'hourly' || canSeeHourlyPumpage(session?.role ?? []));
  const [tabKey, setTabKey] = useState<TabKey>('monthly');
  const [yearPeriod, setYearPeriod] = useState(defaultYearPeriod);
  const [dailyPeriod, setDailyPeriod] = useState(defaultDailyPeriod);
  const [hourlyPeriod, setHourlyPeriod] = useState(defaultHourlyPeriod);
  const tab = tabs.find((candidate) => candidate.key === tabKey) ?? TABS[0];

  // An owner with one well needs no choice.
  const onlyWell = wells.data?.length === 1 ? wells.data[0] : undefined;
  useEffect(() => {
    if (wellId === null && onlyWell) setWellId(onlyWell.id);
  }, [wellId, onlyWell, setWellId]);

  return (
    <>
      <PageHeader
        title="Water Data"
        actions={
          wellId !== null && (
            <Button component={RouterLink} to={usageReportPath(pathname, wellId)} variant="outlined">
              Well Usage Report
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <WellPicker wellId={wellId} onChange={setWellId} />
      </Paper>
      {wellId === null || !tab ? (
        <Typography color="text.secondary">Choose a well to see its pumpage.</Typography>
      ) : (
        <>
          <PlainTabs
            label="Water data tabs"
            tabs={tabs}
            value={tab.key}
            onChange={setTabKey}
            idPrefix="tab"
          />
          <div role="tabpanel" aria-labelledby={`tab-${tab.key}`}>
            {tab.key === 'monthly' && (
              <MonthlyTab
                wellId={wellId}
                tabNumber={tab.number}
                period={yearPeriod}
                onPeriodChange={setYearPeriod}
              />
            )}
            {tab.key === 'daily' && (
              <DailyTab
                wellId={wellId}
                tabNumber={tab.number}
                period={dailyPeriod}
                onPeriodChange={setDailyPeriod}
              />
            )}
            {tab.key === 'hourly' && (
              <HourlyTab
                wellId={wellId}
                tabNumber={tab.number}
                period={hourlyPeriod}
                onPeriodChange={setHourlyPeriod}
              />
            )}
          </div>
        </>
      )}
    </>
  );
}
