import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getMeasurementsEndpoint,
  importMeasurementsEndpoint,
  MONITORING_WELL_SAVED,
  saveMeasurementEndpoint,
  saveMonitoringWellEndpoint,
  SITE_NUMBER_MESSAGE,
} from '../../../shared/contracts/monitoring-wells';
import { listWellsEndpoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { wellRow } from '../../test/factories/wells';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { IMPORT_TITLE } from './import-measurements-dialog';
import { ADD_MEASUREMENT_TITLE } from './measurement-dialog';
import { EDIT_WELL_TITLE } from './monitoring-well-dialog';
import { MONITORING_WELL_NOT_FOUND } from './monitoring-well-page';
import {
  alertRow,
  measurementRow,
  measurementsAnswer,
  monitoringWellRow,
} from '../../test/factories/monitoring-wells';

const SLOW = { timeout: 30_000 };

beforeAll(
  () =>
    Promise.all([
      import('./monitoring-well-page'),
      import('./monitoring-well-dialog'),
      import('./measurement-dialog'),
      import('./import-measurements-dialog'),
      import('../../components/level-charts/hydrograph'),
      import('../../components/level-charts/concentration-chart'),
    ]),
  60_000,
);

const WELL = monitoringWellRow({
  wellId: 1,
  wellNumber: 'EB-101',
  levelAlertDepthFeet: 145,
  chlorideAlertMgL: 250,
  chlorideCount: 1,
  lastChlorideMgL: 180,
});
const MEASUREMENTS = [
  measurementRow({ id: 1, measuredOn: '2020-03-02', value: 143.4, depthFeet: 143.4 }),
  measurementRow({ id: 2, measuredOn: '2022-03-01', measuredAt: '10:15', value: 145.9, depthFeet: 145.9 }),
  measurementRow({
    id: 3,
    measuredOn: '2024-03-04',
    value: 148.3,
    depthFeet: 148.3,
    approved: false,
    qualifiers: ['P'],
    source: 'ogc-json',
  }),
  measurementRow({
    id: 4,
    parameter: 'chloride',
    measuredOn: '2023-08-10',
    value: 180,
    depthFeet: null,
    method: null,
    measuredBy: 'LDEQ',
    source: 'water-quality-csv',
  }),
];
const REFUSED_FILE =
  'The file was not imported because of 2 errors:\nLine 4: site 303251091115009 is not a monitoring well of the district\nLine 7: the date 2024-13-01 is not a day';

type Answers = Parameters<typeof mockApi>[0];

async function openWell(answers: Answers = {}) {
  signInAs({ role: ['Researcher'], accessLevel: 50 });
  const fetchMock = mockApi({
    [getMeasurementsEndpoint.path]: measurementsAnswer(WELL, MEASUREMENTS, [alertRow()]),
    ...LOOKUP_ANSWERS,
    [listWellsEndpoint.path]: () => jsonResponse({ message: 'ok', data: [wellRow()] }),
    ...answers,
  });
  const app = renderApp('/monitoring-wells/5');
  await screen.findByRole('heading', { name: 'USGS 303251091115001', level: 1 }, SLOW);
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

describe('a monitoring well’s page', { timeout: 60_000 }, () => {
  it('shows the facts, the hydrograph with its trend, the chloride, the measurements and the alerts', async () => {
    stubScreenWidth(true);
    await openWell();
    const facts = within(screen.getByLabelText('Monitoring well facts'));
    expect(facts.getByText('USGS 303251091115001')).toBeInTheDocument();
    expect(facts.getByText('62.4 ft NAVD88')).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'EB-101' })).toHaveAttribute('href', '/well/edit/1');
    expect(facts.getByText('145 ft')).toBeInTheDocument();
    expect(facts.getByText('250 mg/L')).toBeInTheDocument();

    const hydrograph = await screen.findByRole(
      'img',
      { name: /^Depth to water, USGS 303251091115001: depth to water, 3 measurements/ },
      SLOW,
    );
    expect(hydrograph).toHaveAccessibleName(
      'Depth to water, USGS 303251091115001: depth to water, 3 measurements, from 143.4 ft on 03/02/2020 ' +
        'to 148.3 ft on 03/04/2024. Trend: falling 1.2 ft/yr.',
    );
    expect(hydrograph.querySelectorAll('circle')).toHaveLength(3);
    expect(hydrograph.querySelectorAll('circle[data-provisional]')).toHaveLength(1);
    expect(hydrograph.querySelector('[data-trend]')).not.toBeNull();
    expect(hydrograph.querySelector('[data-threshold]')).toHaveTextContent('Alert 145 ft');
    expect(screen.getByText('Trend: falling 1.2 ft/yr')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^Chloride, 1 measurements/ })).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Measurements' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // Newest first.
    expect(rows[0]).toHaveTextContent(
      '03/04/2024Depth to water (ft below land surface)148.3 ft148.3PSteel tapeUSGSProvisionalUSGS Water Data JSON',
    );
    expect(rows[1]).toHaveTextContent('08/10/2023Chloride (mg/L)180 mg/L—LDEQApprovedWater-quality CSV');
    expect(rows[2]).toHaveTextContent('03/01/202210:15');

    const alerts = within(screen.getByRole('table', { name: 'Alerts' }));
    expect(alerts.getAllByRole('row')[1]).toHaveTextContent(
      'Level below threshold03/04/2024148.3145Sentstaff@demo.test',
    );
  });

  it('keeps the measurements to the day, parameter, value, depth and status on a phone', async () => {
    stubScreenWidth(false);
    await openWell();
    const table = within(screen.getByRole('table', { name: 'Measurements' }));
    expect(table.getAllByRole('columnheader').map((header) => header.firstChild?.textContent)).toEqual([
      'Date',
      'Parameter',
      'Value',
      'Depth (ft)',
      'Status',
    ]);
    expect(await screen.findByRole('img', { name: /^Depth to water/ }, SLOW)).toBeInTheDocument();
  });

  it('says so for a well that does not exist', async () => {
    stubScreenWidth(true);
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    mockApi({
      [getMeasurementsEndpoint.path]: () => jsonResponse({ message: 'Monitoring well not found.' }, 404),
    });
    renderApp('/monitoring-wells/99');
    expect(await screen.findByText(MONITORING_WELL_NOT_FOUND, {}, SLOW)).toBeInTheDocument();
  });

  it('edits the well: the contract’s rules first, then the server’s refusal on its field', async () => {
    stubScreenWidth(true);
    let saves = 0;
    const { fetchMock, user } = await openWell({
      [saveMonitoringWellEndpoint.path]: () => {
        saves += 1;
        return saves === 1
          ? jsonResponse(
              {
                message: 'The monitoring well cannot be saved.',
                errors: { siteNumber: 'Another monitoring well has the site number 303251091115002' },
              },
              400,
            )
          : jsonResponse({ message: MONITORING_WELL_SAVED, id: 5 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: EDIT_WELL_TITLE }, SLOW));
    expect(form.getByLabelText(/^Site number/)).toHaveValue('303251091115001');

    await user.clear(form.getByLabelText(/^Site number/));
    await user.type(form.getByLabelText(/^Site number/), '3032510');
    await user.clear(form.getByLabelText(/^Latitude/));
    await user.type(form.getByLabelText(/^Latitude/), '95');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(SITE_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(form.getByText('Latitude is between -90 and 90')).toBeInTheDocument();
    expect(calls(fetchMock, saveMonitoringWellEndpoint.path)).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Site number/));
    await user.type(form.getByLabelText(/^Site number/), '303251091115002');
    await user.clear(form.getByLabelText(/^Latitude/));
    await user.type(form.getByLabelText(/^Latitude/), '30.55');
    await user.click(form.getByRole('checkbox', { name: 'Publish on the public page' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Another monitoring well has the site number 303251091115002'),
    ).toBeInTheDocument();
    expect(form.getByText('The monitoring well cannot be saved.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Site number/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText(/^Site number/));
    await user.type(form.getByLabelText(/^Site number/), '303251091115003');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MONITORING_WELL_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls(fetchMock, saveMonitoringWellEndpoint.path);
    expect(sent.map(([, init]) => sentBody(init))).toEqual([
      expect.objectContaining({ id: 5, siteNumber: '303251091115002', latitude: 30.55, isPublic: true }),
      {
        id: 5,
        siteNumber: '303251091115003',
        agencyCode: 'USGS',
        localName: null,
        aquiferId: 11,
        parishId: 31,
        latitude: 30.55,
        longitude: -91.1875,
        landSurfaceAltitudeFeet: 62.4,
        altitudeDatum: 'NAVD88',
        wellId: 1,
        levelAlertDepthFeet: 145,
        chlorideAlertMgL: 250,
        isPublic: true,
        note: null,
      },
    ]);
    // A retry of the same values keeps its key; changed values take a new one.
    const [firstKey, secondKey] = sent.map(([url]) =>
      new URL(url, 'http://x').searchParams.get('requestKey'),
    );
    expect(firstKey).toBeTruthy();
    expect(secondKey).not.toBe(firstKey);
  });

  it('adds a measurement, refusing a negative chloride before sending', async () => {
    stubScreenWidth(true);
    const { fetchMock, user } = await openWell({
      [saveMeasurementEndpoint.path]: () => jsonResponse({ message: 'Measurement saved', id: 9 }),
    });
    await user.click(screen.getByRole('button', { name: 'Add measurement' }));
    const form = within(await screen.findByRole('dialog', { name: ADD_MEASUREMENT_TITLE }, SLOW));
    await user.click(form.getByRole('combobox', { name: /^Parameter/ }));
    await user.click(await screen.findByRole('option', { name: 'Chloride (mg/L)' }));
    await user.clear(form.getByLabelText(/^Date/));
    await user.type(form.getByLabelText(/^Date/), '2025-02-03');
    await user.type(form.getByLabelText(/^Value/), '-4');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A concentration cannot be negative')).toBeInTheDocument();
    expect(calls(fetchMock, saveMeasurementEndpoint.path)).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Value/));
    await user.type(form.getByLabelText(/^Value/), '212.5');
    await user.click(form.getByRole('checkbox', { name: 'Approved' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, saveMeasurementEndpoint.path).map(([, init]) => sentBody(init))).toEqual([
      {
        monitoringWellId: 5,
        parameter: 'chloride',
        measuredOn: '2025-02-03',
        measuredAt: null,
        value: 212.5,
        method: null,
        measuredBy: null,
        approved: true,
      },
    ]);
    await waitFor(() => expect(calls(fetchMock, getMeasurementsEndpoint.path)).toHaveLength(2));
  });

  it('imports a file: the refusal’s lines as lines, then the counts of a taken file', async () => {
    stubScreenWidth(true);
    let imports = 0;
    const { fetchMock, user } = await openWell({
      [importMeasurementsEndpoint.path]: () => {
        imports += 1;
        return imports === 1
          ? jsonResponse({ message: REFUSED_FILE }, 400)
          : jsonResponse({
              message: 'Imported',
              format: 'rdb',
              sites: 1,
              added: 12,
              updated: 1,
              unchanged: 3,
              otherRows: 0,
              alerts: 1,
            });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Import measurements' }));
    const dialog = within(await screen.findByRole('dialog', { name: IMPORT_TITLE }, SLOW));
    expect(dialog.getByText('USGS groundwater levels (RDB, tab-separated)')).toBeInTheDocument();
    expect(dialog.getByText('USGS Water Data field measurements (JSON)')).toBeInTheDocument();
    expect(dialog.getByText('Water-quality results (CSV)')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText('Choose a file to import.')).toBeInTheDocument();
    expect(calls(fetchMock, importMeasurementsEndpoint.path)).toHaveLength(0);

    const file = new File(['# USGS\nagency_cd\tsite_no\n'], 'levels.rdb', { type: 'text/plain' });
    await user.upload(dialog.getByLabelText('Measurements file'), file);
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    const refusal = await dialog.findByRole('alert');
    // The lines stay lines: the alert keeps the newlines and shows them (white-space: pre-line).
    expect(refusal.textContent).toBe(REFUSED_FILE);
    expect(getComputedStyle(refusal).whiteSpace).toBe('pre-line');

    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        'USGS groundwater levels (RDB, tab-separated), 1 site. Imported: 12 added, 1 updated, 3 already here. 1 alert raised.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls(fetchMock, importMeasurementsEndpoint.path);
    expect(sent).toHaveLength(2);
    expect((sent[1]?.[1].body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(calls(fetchMock, getMeasurementsEndpoint.path)).toHaveLength(2));
  });
});
