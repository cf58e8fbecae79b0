/** What a well use is called wherever one is shown: its description, else its code. */
export function wellUseLabel(wellUse: { wellUseId: string; description: string | null }): string {
  return wellUse.description ?? wellUse.wellUseId;
}
