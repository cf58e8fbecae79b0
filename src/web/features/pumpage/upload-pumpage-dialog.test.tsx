import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { UploadPumpageDialog } from './upload-pumpage-dialog';
import {
  pumpageUploadTemplateEndpoint,
  uploadWellPumpagesEndpoint,
} from '../../../shared/contracts/pumpage-upload';

function renderDialog() {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  const rendered = renderWithProviders(
    <UploadPumpageDialog open onClose={onClose} onUploaded={onUploaded} />,
  );
  return { ...rendered, onClose, onUploaded };
}

const csvFile = () =>
  new File(['WellNumber,Date,Pumpage\nEB-1,2024-01-01,5\n'], 'pumpage.csv', { type: 'text/csv' });

describe('upload pumpage dialog', () => {
  beforeEach(() => {
    signInAs();
  });

  it('asks for a file and sends nothing when none is chosen', async () => {
    const fetchMock = mockApi({});
    const { user, onUploaded } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server refusal with its lines and stays open', async () => {
    const refusal =
      'The file was not loaded because of 2 errors:\nLine 3: unknown well number EB-9999\nLine 4: pumpage -1 is negative';
    mockApi({ [uploadWellPumpagesEndpoint.path]: () => jsonResponse({ message: refusal }, 400) });
    const { user, onClose, onUploaded } = renderDialog();
    await user.upload(screen.getByLabelText('Pumpage file'), csvFile());
    expect(screen.getByText('pumpage.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Line 3: unknown well number EB-9999');
    expect(alert).toHaveTextContent('Line 4: pumpage -1 is negative');
    expect(alert.textContent).toContain('\n');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the file as multipart and reports the answer', async () => {
    const fetchMock = mockApi({
      [uploadWellPumpagesEndpoint.path]: () =>
        jsonResponse({
          message: 'Uploaded 1 rows: 1 inserted, 0 updated.',
          kind: 'daily',
          rows: 1,
          inserted: 1,
          updated: 0,
        }),
    });
    const { user, onClose, onUploaded } = renderDialog();
    await user.upload(screen.getByLabelText('Pumpage file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('Uploaded 1 rows: 1 inserted, 0 updated.'));
    expect(onClose).toHaveBeenCalled();
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('pumpage.csv');
  });

  it('downloads a template through the api client', async () => {
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetchMock = mockApi({
      [pumpageUploadTemplateEndpoint.path]: () => new Response('WellNumber,Date,Pumpage\n', { status: 200 }),
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Download Hourly template (XLSX)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `${pumpageUploadTemplateEndpoint.path}?kind=hourly&format=xlsx`,
    );
  });
});
