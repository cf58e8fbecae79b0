/**
 * The spec's ChangeUserPassword sends `?userId&password` with an empty body. When the body is
 * empty, those become the body, so one schema validates both forms with the same messages. A
 * non-numeric userId stays text and fails validation.
 */
export function passwordQueryAsBody(query: unknown, body: unknown): unknown {
  if (body !== undefined && body !== null) return body;
  if (typeof query !== 'object' || query === null) return body;
  const { userId, password } = query as Record<string, unknown>;
  if (userId === undefined && password === undefined) return body;
  return {
    userId: typeof userId === 'string' && /^\d{1,15}$/.test(userId) ? Number(userId) : userId,
    password,
  };
}
