import { describe, expect, it } from 'vitest';
import { payByCheckText, remitToOf } from './invoice-notice';

const district = {
  name: 'Demo District',
  address1: '1 River Road',
  city: 'Baton Rouge',
  state: 'LA',
  zipCode: '70816',
  remitTo: null,
};

describe('remitToOf', () => {
  it.each([
    [
      'the remit-to when the district gives one',
      { ...district, remitTo: 'PO Box 1, Baton Rouge, LA 70896' },
      'PO Box 1, Baton Rouge, LA 70896',
    ],
    ['else the district’s name and address', district, 'Demo District, 1 River Road, Baton Rouge, LA 70816'],
    ['nothing before the profile exists', null, null],
  ])('%s', (_case, profile, expected) => {
    expect(remitToOf(profile)).toBe(expected);
  });
});

describe('payByCheckText', () => {
  it('says where to mail the check and what to write on it', () => {
    expect(payByCheckText('PO Box 1', '2026-Q1-00005')).toBe(
      'To pay by check, make it out and mail it to: PO Box 1. Write the invoice number 2026-Q1-00005 on it.',
    );
  });
});
