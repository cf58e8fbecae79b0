import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyedSend, useSubmissionKey } from './submission-key';

const KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Keys given the same label must be equal, keys given different labels must differ: ['a', 'a', 'b']
 * says the second submission reused the first's key and the third took a new one.
 */
function expectKeysLike(keys: string[], labels: string[]) {
  expect(keys).toHaveLength(labels.length);
  for (const key of keys) expect(key).toMatch(KEY);
  for (let i = 0; i < keys.length; i += 1) {
    for (let j = i + 1; j < keys.length; j += 1) {
      if (labels[i] === labels[j]) expect(keys[j], `key ${j} is key ${i}`).toBe(keys[i]);
      else expect(keys[j], `key ${j} is not key ${i}`).not.toBe(keys[i]);
    }
  }
}

const PARISH = { parishId: 'EBR', name: 'East Baton Rouge' };
const OTHER = { parishId: 'EBR', name: 'East Baton Rouge Parish' };

describe('useSubmissionKey', () => {
  type Step = { keyFor: unknown } | 'succeeded';
  it.each<[string, Step[], string[]]>([
    [
      'the same values: the same key',
      [{ keyFor: PARISH }, { keyFor: PARISH }, { keyFor: PARISH }],
      ['a', 'a', 'a'],
    ],
    [
      'equal values in another object: the same key',
      [{ keyFor: PARISH }, { keyFor: { ...PARISH } }],
      ['a', 'a'],
    ],
    ['different values: a new key', [{ keyFor: PARISH }, { keyFor: OTHER }], ['a', 'b']],
    [
      'values changed and changed back: a new key each time',
      [{ keyFor: PARISH }, { keyFor: OTHER }, { keyFor: PARISH }],
      ['a', 'b', 'c'],
    ],
    [
      'after a success, the same values: a new key',
      [{ keyFor: PARISH }, 'succeeded', { keyFor: PARISH }],
      ['a', 'b'],
    ],
    [
      'after a success, the new key is kept for those values',
      [{ keyFor: PARISH }, { keyFor: PARISH }, 'succeeded', { keyFor: PARISH }, { keyFor: PARISH }],
      ['a', 'a', 'b', 'b'],
    ],
    ['a value that is not an object', [{ keyFor: 'x' }, { keyFor: 'x' }, { keyFor: 'y' }], ['a', 'a', 'b']],
  ])('%s', (_name, steps, labels) => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const keys: string[] = [];
    for (const step of steps) {
      // A render between submissions, as a form re-renders: the key must outlive it.
      rerender();
      if (step === 'succeeded') result.current.succeeded();
      else keys.push(result.current.keyFor(step.keyFor));
    }
    expectKeysLike(keys, labels);
  });

  it('gives two forms keys of their own for the same values', () => {
    const first = renderHook(() => useSubmissionKey()).result.current.keyFor(PARISH);
    const second = renderHook(() => useSubmissionKey()).result.current.keyFor(PARISH);
    expect(first).toMatch(KEY);
    expect(second).toMatch(KEY);
    expect(second).not.toBe(first);
  });
});

describe('useKeyedSend', () => {
  type Outcome = 'ok' | 'fail';
  type Send = (body: unknown, requestKey: string) => Promise<string>;

  /** A send whose calls answer the outcomes in turn, recording the key of each. */
  function sendAnswering(outcomes: Outcome[]) {
    return vi.fn<Send>(async (body, requestKey) => {
      const outcome = outcomes.shift();
      if (outcome === 'fail') throw new TypeError('Failed to fetch');
      return `saved ${JSON.stringify(body)} with ${requestKey}`;
    });
  }

  it.each<[string, Array<[unknown, Outcome]>, string[]]>([
    [
      'a failed send keeps the key for the retry',
      [
        [PARISH, 'fail'],
        [PARISH, 'ok'],
      ],
      ['a', 'a'],
    ],
    [
      'the key is kept over several failures, until the success',
      [
        [PARISH, 'fail'],
        [PARISH, 'fail'],
        [PARISH, 'ok'],
      ],
      ['a', 'a', 'a'],
    ],
    [
      'after a success, the same values: a new key',
      [
        [PARISH, 'ok'],
        [PARISH, 'ok'],
      ],
      ['a', 'b'],
    ],
    [
      'after a retry that succeeded, the same values: a new key',
      [
        [PARISH, 'fail'],
        [PARISH, 'ok'],
        [PARISH, 'ok'],
      ],
      ['a', 'a', 'b'],
    ],
    [
      'values changed after a failure: a new key',
      [
        [PARISH, 'fail'],
        [OTHER, 'ok'],
      ],
      ['a', 'b'],
    ],
    [
      'values changed after a success: a new key',
      [
        [PARISH, 'ok'],
        [OTHER, 'ok'],
      ],
      ['a', 'b'],
    ],
  ])('%s', async (_name, submissions, labels) => {
    const send = sendAnswering(submissions.map(([, outcome]) => outcome));
    const { result, rerender } = renderHook(() => useKeyedSend(send));
    for (const [body, outcome] of submissions) {
      rerender();
      const sent = result.current(body);
      if (outcome === 'fail') await expect(sent).rejects.toThrow('Failed to fetch');
      else await expect(sent).resolves.toMatch(/^saved /);
    }
    expect(send.mock.calls.map(([body]) => body)).toEqual(submissions.map(([body]) => body));
    expectKeysLike(
      send.mock.calls.map(([, requestKey]) => requestKey),
      labels,
    );
  });

  it('answers what the send answered, with the key it was sent with', async () => {
    const send = sendAnswering(['ok']);
    const { result } = renderHook(() => useKeyedSend(send));
    const answer = await result.current(PARISH);
    const [[, requestKey] = []] = send.mock.calls;
    expect(requestKey).toMatch(KEY);
    expect(answer).toBe(`saved ${JSON.stringify(PARISH)} with ${requestKey}`);
  });

  it('keeps the key when the form renders a new send function between a failure and the retry', async () => {
    const sends = [sendAnswering(['fail']), sendAnswering(['ok'])];
    const { result, rerender } = renderHook(({ send }) => useKeyedSend(send), {
      initialProps: { send: sends[0]! },
    });
    await expect(result.current(PARISH)).rejects.toThrow('Failed to fetch');
    rerender({ send: sends[1]! });
    await result.current(PARISH);
    const [first, retry] = sends.map((send) => send.mock.calls[0]?.[1]);
    expect(first).toMatch(KEY);
    expect(retry).toBe(first);
  });

  it('sends one key for a double click while the first send is pending', async () => {
    const pending: Array<() => void> = [];
    const send = vi.fn<Send>(
      (_body, requestKey) =>
        new Promise((resolve) => {
          pending.push(() => resolve(requestKey));
        }),
    );
    const { result } = renderHook(() => useKeyedSend(send));
    const first = result.current(PARISH);
    const second = result.current({ ...PARISH });
    for (const answer of pending) answer();
    await Promise.all([first, second]);
    expectKeysLike(
      send.mock.calls.map(([, requestKey]) => requestKey),
      ['a', 'a'],
    );
  });
});
