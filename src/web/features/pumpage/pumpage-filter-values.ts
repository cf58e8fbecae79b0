import { z } from 'zod';

/** The filters of the panel above the table; the column filters live in the table. */
export const pumpagePanelFilterSchema = z
  .object({
    startDate: z.number().int().nullable(),
    endDate: z.number().int().nullable(),
    clientId: z.array(z.number().int()),
    aquiferId: z.array(z.number().int()),
    parishId: z.array(z.number().int()),
  })
  .refine(
    (filter) => filter.startDate === null || filter.endDate === null || filter.startDate <= filter.endDate,
    {
      path: ['endDate'],
      message: 'End year must not be before the start year',
    },
  );
export type PumpagePanelFilter = z.infer<typeof pumpagePanelFilterSchema>;

/** The default year filter is the current year; Reset returns to it. */
export function defaultPanelFilter(now = new Date()): PumpagePanelFilter {
  const year = now.getFullYear();
  return { startDate: year, endDate: year, clientId: [], aquiferId: [], parishId: [] };
}
