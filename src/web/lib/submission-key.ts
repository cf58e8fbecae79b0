import { useCallback, useMemo, useRef } from 'react';
import { newRequestKey } from './request-key';

export interface SubmissionKey {
  /** The key of a submission of these values: the last one's again while the values are the same. */
  keyFor: (values: unknown) => string;
  /** The submission succeeded: the next one, even with the same values, is a new request. */
  succeeded: () => void;
}

/**
 * The request key of a form that creates something. A double click or a retry after an error
 * submits the same values again and sends the same key, so the server creates once and answers
 * the same; changed values are another request and take a new key (the server refuses a key
 * reused with another body).
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(values) {
        const text = JSON.stringify(values);
        if (last.current?.values !== text) last.current = { values: text, key: newRequestKey() };
        return last.current.key;
      },
      succeeded() {
        last.current = null;
      },
    }),
    [],
  );
}

/**
 * A create call with its submission's request key: the hook of one form, so a double click or a
 * retry of the same values sends the same key and the server creates once.
 */
export function useKeyedSend<Body, Result>(
  send: (body: Body, requestKey: string) => Promise<Result>,
): (body: Body) => Promise<Result> {
  const submissionKey = useSubmissionKey();
  return useCallback(
    async (body: Body) => {
      const result = await send(body, submissionKey.keyFor(body));
      submissionKey.succeeded();
      return result;
    },
    [send, submissionKey],
  );
}
