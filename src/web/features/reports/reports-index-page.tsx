import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';

const REPORTS = [
  {
    path: '/reports/compliance',
    title: 'Compliance',
    answers:
      'Which wells reported their pumpage for each quarter of a year and the two before it, and which reports are missing. Exports to Excel.',
  },
  {
    path: '/reports/volumesByPOA',
    title: 'Volume by Parish, Owner and Aquifer',
    answers: 'How much water each owner pumped from each aquifer, parish by parish, over a period.',
  },
  {
    path: '/reports/volumesByUse',
    title: 'Volume by Well Use',
    answers: 'How much water each owner pumped for each well use over a period.',
  },
  {
    path: '/reports/missing-reports',
    title: 'Missing Reports',
    answers:
      'Which wells owe a pumpage report they have not made, how overdue it is and which reminders went out. Downloads as CSV.',
  },
  {
    path: '/reports/permits',
    title: 'Permits',
    answers:
      'How much of its permitted volume each well has used this permit year, after any district cut, and which wells are on pace to go over. Downloads as CSV or Excel.',
  },
] as const;

/** /reports (staff): the reports, each with the question it answers. */
export default function ReportsIndexPage() {
  return (
    <>
      <PageHeader title="Reports" />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reports">
        {REPORTS.map((report) => (
          <Grid key={report.path} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={report.path} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {report.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {report.answers}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
