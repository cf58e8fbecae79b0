import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { installMeterEndpoint, saveMeterEndpoint } from '../src/shared/contracts/meters';
import { saveWellEndpoint } from '../src/shared/contracts/wells';
import { answerOf } from './api';

/**
 * A new well of the client, as staff make one through the API, with a new gallons meter installed
 * from `installedOn` at an opening read of 0: a well no upload and no earlier reading covers.
 * `prefix` makes its well number and the meter's serial number the journey's own.
 */
export async function newMeteredWell(
  request: APIRequestContext,
  staff: Record<string, string>,
  well: { clientId: number; prefix: string; clientWellName: string; installedOn: string; multiplier: number },
): Promise<{ wellId: number; wellNumber: string }> {
  const stamp = Date.now();
  const wellNumber = `${well.prefix}-${stamp}`;
  const savedWell = await request.post(saveWellEndpoint.path, {
    headers: staff,
    data: {
      clientId: well.clientId,
      identificationNumber: wellNumber,
      wellNumber,
      clientWellName: well.clientWellName,
      isActive: true,
    },
  });
  expect(savedWell.status()).toBe(200);
  const { id: wellId } = await answerOf(saveWellEndpoint, savedWell);
  const savedMeter = await request.post(saveMeterEndpoint.path, {
    headers: staff,
    data: {
      serialNumber: `${well.prefix}-M-${stamp}`,
      make: null,
      model: null,
      sizeInches: 4,
      unit: 'gallons',
      multiplier: well.multiplier,
      registerDigits: 8,
      status: 'active',
      lastTestedOn: null,
      lastTestAccuracyPercent: null,
    },
  });
  expect(savedMeter.status()).toBe(200);
  const meter = await answerOf(saveMeterEndpoint, savedMeter);
  const installed = await request.post(installMeterEndpoint.path, {
    headers: staff,
    data: {
      wellId,
      meterId: meter.id,
      installedOn: well.installedOn,
      openingReading: 0,
      closingReading: null,
    },
  });
  expect(installed.status()).toBe(200);
  return { wellId, wellNumber };
}
