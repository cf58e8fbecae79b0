import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseUploadDate, parseUploadHour, parseUploadPumpage } from './pumpage-values';

const TODAY = '2024-06-30';

describe('isCalendarDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [2024, 4, 31, false],
    [2024, 12, 31, true],
    [2024, 13, 1, false],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
  ])('%i-%i-%i exists: %s', (year, month, day, exists) => {
    expect(isCalendarDate(year, month, day)).toBe(exists);
  });
});

describe('parseUploadDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['2024-06-30', '2024-06-30'],
    ['2024-02-29', '2024-02-29'],
    ['1900-01-01', '1900-01-01'],
  ])('reads %s as %s', (text, date) => {
    expect(parseUploadDate(text, TODAY)).toEqual({ ok: true, value: date });
  });

  it.each([
    ['', 'date is missing'],
    ['2024-02-30', 'invalid date "2024-02-30" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['1899-12-31', 'invalid date "1899-12-31" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['05.03.2024', 'invalid date "05.03.2024" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['2024-07-01', 'date 2024-07-01 is in the future'],
    ['2023-02-29', 'invalid date "2023-02-29" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['2024-00-10', 'invalid date "2024-00-10" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['2024-1a-10', 'invalid date "2024-1a-10" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['20x4-01-10', 'invalid date "20x4-01-10" (use YYYY-MM-DD or MM/DD/YYYY)'],
    ['2024/01/10', 'invalid date "2024/01/10" (use YYYY-MM-DD or MM/DD/YYYY)'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseUploadDate(text, TODAY)).toEqual({ ok: false, message });
  });
});

describe('parseUploadHour and parseUploadPumpage', () => {
  it.each([
    ['0', true],
    ['23', true],
    ['24', false],
    ['', false],
    ['1.5', false],
  ])('hour %j is valid: %s', (text, valid) => {
    expect(parseUploadHour(text).ok).toBe(valid);
  });

  it.each([
    ['12.5', 12.5],
    ['1,234.5', 1234.5],
    ['0', 0],
    ['.25', 0.25],
    ['48000', 48_000],
    ['48,000.000', 48_000],
  ])('daily pumpage %j reads as %d', (text, value) => {
    expect(parseUploadPumpage(text, 'day')).toEqual({ ok: true, value });
  });

  it.each([
    ['2000', 2000],
    ['1999.999', 1999.999],
  ])('hourly pumpage %j reads as %d', (text, value) => {
    expect(parseUploadPumpage(text, 'hour')).toEqual({ ok: true, value });
  });

  it.each<[string, 'day' | 'hour', string]>([
    ['-1', 'day', 'pumpage -1 is negative'],
    ['lots', 'day', 'pumpage "lots" is not a number'],
    ['', 'day', 'pumpage is missing'],
    ['60000', 'day', 'pumpage 60000 is more than a well can pump in a day (at most 48,000 thousand gallons)'],
    [
      '48,000.001',
      'day',
      'pumpage 48,000.001 is more than a well can pump in a day (at most 48,000 thousand gallons)',
    ],
    [
      '99999999999.999',
      'day',
      'pumpage 99999999999.999 is more than a well can pump in a day (at most 48,000 thousand gallons)',
    ],
    [
      '2000.001',
      'hour',
      'pumpage 2000.001 is more than a well can pump in an hour (at most 2,000 thousand gallons)',
    ],
    [
      '48000',
      'hour',
      'pumpage 48000 is more than a well can pump in an hour (at most 2,000 thousand gallons)',
    ],
    ['-1', 'hour', 'pumpage -1 is negative'],
  ])('refuses pumpage %j in a %s', (text, period, message) => {
    expect(parseUploadPumpage(text, period)).toEqual({ ok: false, message });
  });
});
