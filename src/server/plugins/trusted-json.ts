/**
 * Serialises the answers of the two big well lists with plain JSON.stringify instead of walking
 * every row through zod: that walk costs about 12 µs a row (36 ms for 3,000 wells, a third of the
 * call on the embedded store). Safe here because their use cases build each row from an explicit
 * column list typed against the contract, and the API tests check that rows carry exactly the
 * contract's fields. The zod schema still documents the response.
 */
export function trustedJsonSerializer() {
  return (data: unknown): string => JSON.stringify(data);
}
