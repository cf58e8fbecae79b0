import type { WellChoice } from './api';

/** The client after the well number; a well without a client is named by its number alone. */
export function clientSuffix(well: WellChoice): string {
  return well.clientName === null ? '' : ` - ${well.clientName}`;
}

export function wellChoiceLabel(well: WellChoice): string {
  return `${well.wellNumber}${clientSuffix(well)}`;
}
