/** The addresses to write to, each once (compared without case), without blanks. */
export function recipientsOf(addresses: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const trimmed = address?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}
