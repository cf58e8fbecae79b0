import { describe, expect, it } from 'vitest';
import {
  rateRefusals,
  SCHEDULE_START,
  termsEffectiveRefusal,
  type DatedRate,
  type ProposedRate,
  type RateRefusals,
} from './rate-schedule';

/*
 * What the schedule refuses of a new rate, field by field. The district's date is 15 November
 * 2026; $65 applies from the start and $70 from 1 January 2027 (a future rate already entered).
 */

const TODAY = '2026-11-15';
const SCHEDULE: DatedRate[] = [
  { effectiveOn: SCHEDULE_START, rateCentsPerMillionGallons: 6500 },
  { effectiveOn: '2027-01-01', rateCentsPerMillionGallons: 7000 },
];
const day = (iso: string) => `<${iso}>`;

/** $80 from 1 March 2027, adopted and noticed in time, with its hearing: nothing to refuse. */
const GOOD: ProposedRate = {
  rateCentsPerMillionGallons: 8000,
  effectiveOn: '2027-03-01',
  adoptedOn: '2026-11-10',
  noticeGivenOn: '2026-11-12',
  hearingOn: '2026-11-05',
};

const refusalsOf = (change: Partial<ProposedRate>, noticeDays = 30) =>
  rateRefusals({ ...GOOD, ...change }, SCHEDULE, TODAY, noticeDays, day);

describe('rateRefusals', () => {
  it.each<[string, Partial<ProposedRate>, number, RateRefusals]>([
    ['a rate adopted, noticed and heard in time', {}, 30, {}],
    [
      'a rate taking effect in the past',
      {
        effectiveOn: '2026-10-01',
        noticeGivenOn: '2026-08-01',
        adoptedOn: '2026-07-01',
        hearingOn: '2026-07-01',
      },
      30,
      {
        effectiveOn:
          'The rate in effect on <2026-10-01> cannot change: a new rate takes effect after today (<2026-11-15>).',
      },
    ],
    [
      'a rate taking effect today',
      { effectiveOn: TODAY, noticeGivenOn: '2026-10-01', adoptedOn: '2026-10-01', hearingOn: '2026-10-01' },
      30,
      {
        effectiveOn:
          'The rate in effect on <2026-11-15> cannot change: a new rate takes effect after today (<2026-11-15>).',
      },
    ],
    [
      'a second rate on the day of another',
      { effectiveOn: '2027-01-01' },
      30,
      { effectiveOn: 'A rate already takes effect on <2027-01-01>: the district has one rate a day.' },
    ],
    [
      'a rate 29 days after its notice',
      { effectiveOn: '2026-12-11', noticeGivenOn: '2026-11-12' },
      30,
      {
        effectiveOn:
          'A rate takes effect at least 30 days after its notice: notice given on <2026-11-12> allows <2026-12-12> at the earliest.',
      },
    ],
    ['a rate 30 days after its notice', { effectiveOn: '2026-12-12', noticeGivenOn: '2026-11-12' }, 30, {}],
    [
      'a rate 44 days after its notice where the district asks 45',
      { effectiveOn: '2026-12-26', noticeGivenOn: '2026-11-12' },
      45,
      {
        effectiveOn:
          'A rate takes effect at least 45 days after its notice: notice given on <2026-11-12> allows <2026-12-27> at the earliest.',
      },
    ],
    [
      'a rate 10 days after its notice where the district asks 10',
      { effectiveOn: '2026-11-22', noticeGivenOn: '2026-11-12' },
      10,
      {},
    ],
    [
      'an increase without a hearing',
      { hearingOn: null },
      30,
      { hearingOn: 'An increase needs the date of its public hearing.' },
    ],
    [
      // $60 from March is below the $70 in force on the day before.
      'a decrease without a hearing',
      { rateCentsPerMillionGallons: 6000, hearingOn: null },
      30,
      {},
    ],
    [
      // $70 again from March: no increase over the rate of the day before.
      'the same rate without a hearing',
      { rateCentsPerMillionGallons: 7000, hearingOn: null },
      30,
      {},
    ],
    [
      // $68 in December is an increase over the $65 in force before it, though below January's $70.
      'an increase over the rate of the day before, not the latest',
      { rateCentsPerMillionGallons: 6800, effectiveOn: '2026-12-20', hearingOn: null },
      30,
      { hearingOn: 'An increase needs the date of its public hearing.' },
    ],
    [
      'a hearing on the effective day',
      { hearingOn: '2027-03-01' },
      30,
      { hearingOn: 'The public hearing is held before the rate takes effect.' },
    ],
    [
      'a hearing after the effective day',
      { hearingOn: '2027-03-02' },
      30,
      { hearingOn: 'The public hearing is held before the rate takes effect.' },
    ],
    [
      'a rate adopted after it takes effect',
      { adoptedOn: '2027-03-02' },
      30,
      { adoptedOn: 'The board adopts a rate before it takes effect.' },
    ],
    ['a rate adopted on the day it takes effect', { adoptedOn: '2027-03-01' }, 30, {}],
    [
      'every mistake at once',
      { effectiveOn: '2026-12-01', adoptedOn: '2026-12-02', noticeGivenOn: '2026-11-12', hearingOn: null },
      30,
      {
        effectiveOn:
          'A rate takes effect at least 30 days after its notice: notice given on <2026-11-12> allows <2026-12-12> at the earliest.',
        adoptedOn: 'The board adopts a rate before it takes effect.',
        hearingOn: 'An increase needs the date of its public hearing.',
      },
    ],
  ])('%s', (_name, change, noticeDays, expected) => {
    expect(refusalsOf(change, noticeDays)).toEqual(expected);
  });

  it('judges against the rates that apply: a withdrawn rate is left out by the caller', () => {
    const withoutJanuary = SCHEDULE.slice(0, 1);
    expect(rateRefusals({ ...GOOD, effectiveOn: '2027-01-01' }, withoutJanuary, TODAY, 30, day)).toEqual({});
  });

  it('needs a hearing for the first increase over the rate from the start', () => {
    const onlyStart = SCHEDULE.slice(0, 1);
    expect(rateRefusals({ ...GOOD, hearingOn: null }, onlyStart, TODAY, 30, day)).toEqual({
      hearingOn: 'An increase needs the date of its public hearing.',
    });
  });
});

describe('termsEffectiveRefusal', () => {
  it.each<[string, string, boolean, string | null]>([
    ['terms from tomorrow', '2026-11-16', false, null],
    [
      'terms from today',
      TODAY,
      false,
      'The terms in effect on <2026-11-15> cannot change: new terms take effect after today (<2026-11-15>).',
    ],
    [
      'terms from a past day',
      '2026-01-01',
      false,
      'The terms in effect on <2026-01-01> cannot change: new terms take effect after today (<2026-11-15>).',
    ],
    [
      'terms on a day already taken',
      '2027-01-01',
      true,
      'Terms already take effect on <2027-01-01>: one version a day.',
    ],
    [
      // A past day is refused as history first, whether taken or not.
      'terms on a past day already taken',
      SCHEDULE_START,
      true,
      'The terms in effect on <1900-01-01> cannot change: new terms take effect after today (<2026-11-15>).',
    ],
  ])('%s', (_name, effectiveOn, taken, expected) => {
    expect(termsEffectiveRefusal(effectiveOn, TODAY, taken, day)).toBe(expected);
  });
});
