import { DATA_AS_OF_HEADER } from '../../shared/data-as-of';

export type WithDataAsOf<T> = T & {
  /** When the reporting copy's figures are from, if it was behind when it answered; else null. */
  dataAsOf: string | null;
};

/** Sends a report call and keeps, with its answer, what the figures are as of (decision 0058). */
export async function withDataAsOf<T extends object>(
  send: (onHeaders: (headers: Headers) => void) => Promise<T>,
): Promise<WithDataAsOf<T>> {
  let dataAsOf: string | null = null;
  const answer = await send((headers) => {
    dataAsOf = headers.get(DATA_AS_OF_HEADER);
  });
  return { ...answer, dataAsOf };
}
