import { describe, expect, it } from 'vitest';
import { formatDms, parseDms, type Axis } from './dms';

describe('parseDms', () => {
  it.each<[string, Axis, number]>([
    [`30° 26' 52.3" N`, 'latitude', 30.4478611],
    ['30 26 52.3', 'latitude', 30.4478611],
    [`30°26'52.3"N`, 'latitude', 30.4478611],
    [`30° 26' 52.3" S`, 'latitude', -30.4478611],
    ['-91 11 15.2', 'longitude', -91.1875556],
    [`91°11'15.2"W`, 'longitude', -91.1875556],
    [`91° 11' 15.2" w`, 'longitude', -91.1875556],
    ['91 11 15.2 E', 'longitude', 91.1875556],
    ['30 26', 'latitude', 30.4333333],
    ['30.4478', 'latitude', 30.4478],
    ['-91.1875', 'longitude', -91.1875],
    ['90', 'latitude', 90],
    ['180 0 0 W', 'longitude', -180],
    ['0 0 0', 'latitude', 0],
    ['-0', 'longitude', 0],
    ['30 59 59.99', 'latitude', 30.9999972],
  ])('reads %s as %f', (input, axis, expected) => {
    expect(parseDms(input, axis)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Axis, string]>([
    ['', 'latitude', 'Latitude is required'],
    ['north', 'latitude', `Latitude must look like 30° 26' 52.3" N`],
    ['30 60 00', 'latitude', 'Latitude minutes must be below 60'],
    ['30 26 60', 'latitude', 'Latitude seconds must be below 60'],
    ['30 26 75.5', 'latitude', 'Latitude seconds must be below 60'],
    ['91', 'latitude', 'Latitude must be within ±90°'],
    ['90 0 1', 'latitude', 'Latitude must be within ±90°'],
    ['181', 'longitude', 'Longitude must be within ±180°'],
    ['30 26 52 W', 'latitude', 'Latitude takes N or S, not W'],
    ['91 11 15 N', 'longitude', 'Longitude takes E or W, not N'],
    ['-91 11 15 W', 'longitude', 'Longitude takes a sign or E/W, not both'],
    ['30.5 26 10', 'latitude', 'Latitude degrees must be whole when minutes are given'],
    ['30 26.5 10', 'latitude', 'Latitude minutes must be whole when seconds are given'],
    ['30 -26 10', 'latitude', `Latitude must look like 30° 26' 52.3" N`],
  ])('refuses %s', (input, axis, message) => {
    expect(parseDms(input, axis)).toEqual({ ok: false, message });
  });
});

describe('formatDms', () => {
  it.each<[number, Axis, string]>([
    [30.4478611, 'latitude', `30° 26' 52.30" N`],
    [-30.4478611, 'latitude', `30° 26' 52.30" S`],
    [-91.1875556, 'longitude', `91° 11' 15.20" W`],
    [91.1875556, 'longitude', `91° 11' 15.20" E`],
    [0, 'latitude', `0° 00' 00.00" N`],
    [90, 'latitude', `90° 00' 00.00" N`],
    [-180, 'longitude', `180° 00' 00.00" W`],
    // Rounding at 60 seconds carries into minutes and degrees.
    [29.9999999, 'latitude', `30° 00' 00.00" N`],
    [-91.9999999, 'longitude', `92° 00' 00.00" W`],
    [30.4999999, 'latitude', `30° 30' 00.00" N`],
    [30.0166666, 'latitude', `30° 01' 00.00" N`],
    [30.0002, 'latitude', `30° 00' 00.72" N`],
  ])('writes %f as %s', (decimal, axis, expected) => {
    expect(formatDms(decimal, axis)).toBe(expected);
  });

  it.each<[number, Axis]>([
    [90.5, 'latitude'],
    [-181, 'longitude'],
    [Number.NaN, 'latitude'],
  ])('refuses %f', (decimal, axis) => {
    expect(() => formatDms(decimal, axis)).toThrow(RangeError);
  });

  it.each<[number, Axis]>([
    [30.4478611, 'latitude'],
    [-91.1875556, 'longitude'],
    [30.123456, 'latitude'],
    [-90.85, 'longitude'],
  ])('round-trips %f within a hundredth of a second', (decimal, axis) => {
    const parsed = parseDms(formatDms(decimal, axis), axis);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(Math.abs(parsed.value - decimal)).toBeLessThan(0.01 / 3600);
  });
});
