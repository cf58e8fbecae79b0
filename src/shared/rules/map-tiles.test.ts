import { describe, expect, it } from 'vitest';
import { OPEN_STREET_MAP_TILE_URL, tileImageSource } from './map-tiles';

describe('tileImageSource', () => {
  it.each([
    [OPEN_STREET_MAP_TILE_URL, 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org'],
    ['HTTP://Tiles.Example.org:8080/{z}/{x}/{y}.png?key=abc', 'http://tiles.example.org:8080'],
    ['https://{s}.tiles.example.org/{z}/{x}/{y}.png', 'https://*.tiles.example.org'],
    ['https://a.{s}.example.org/{z}/{x}/{y}.png', undefined],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', undefined],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s -> %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });
});
