import { z } from 'zod';
import { idParam, listResponseSchema, recordId } from '../../../shared/contracts/common';
import {
  mapWellSchema,
  saveWellSchema,
  wellDetailSchema,
  wellListRowSchema,
} from '../../../shared/contracts/wells';

/*
 * Request and response shapes of the well calls that src/shared/contracts/wells.ts does not hold yet
 * (query strings, the owner's save and the wrapped responses); all built from its schemas.
 */

/** GET Well/GetWellById?clientId&id: clientId is optional; when given it must be the well's client. */
export const wellByIdQuerySchema = z.object({ id: idParam, clientId: idParam.optional() });
export type WellByIdQuery = z.infer<typeof wellByIdQuerySchema>;

/** PUT Well/DeactivateWell?id */
export const wellIdQuerySchema = z.object({ id: idParam });

/** POST Well/SaveClientWellDetails: the two fields an owner keeps current on their own well. */
export const saveClientWellDetailsSchema = z.object({
  id: recordId(),
  clientWellName: saveWellSchema.shape.clientWellName,
  comment: saveWellSchema.shape.comment,
});
export type SaveClientWellDetails = z.output<typeof saveClientWellDetailsSchema>;

export const wellListResponseSchema = listResponseSchema(wellListRowSchema);
export const wellDetailResponseSchema = z.object({ message: z.string(), data: wellDetailSchema });
export const mapWellListResponseSchema = listResponseSchema(mapWellSchema);
