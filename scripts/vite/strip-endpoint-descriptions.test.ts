import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './strip-endpoint-descriptions';

describe('withoutDescriptions', () => {
  it.each([
    ["  tag,\n  description: 'One page of invoices.',\n  access,\n", '  tag,\n  access,\n'],
    [
      "  tag,\n  description:\n    'An invoice as a PDF. ' +\n    'Opened in a tab.',\n  access,\n",
      '  tag,\n  access,\n',
    ],
    ["  description: 'It\\'s the owner’s',\n  x,\n", '  x,\n'],
    ['  description: `Alias of a path`,\n  x,\n', '  x,\n'],
    // A field named description is a schema, not prose: it stays.
    [
      "  description: requiredText('Description', 500),\n",
      "  description: requiredText('Description', 500),\n",
    ],
    ['  description: z.string(),\n', '  description: z.string(),\n'],
  ])('%j', (source, expected) => {
    expect(withoutDescriptions(source)).toBe(expected);
  });
});
