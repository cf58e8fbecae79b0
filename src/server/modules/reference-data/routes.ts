import type { z } from 'zod';
import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import {
  aquiferListResponseSchema,
  aquiferResponseSchema,
  parishListResponseSchema,
  parishResponseSchema,
  referenceByIdQuerySchema,
  saveAquiferRequestSchema,
  saveParishRequestSchema,
  saveWellUseCategoryRequestSchema,
  saveWellUseRequestSchema,
  wellUseCategoryListResponseSchema,
  wellUseCategoryResponseSchema,
  wellUseListResponseSchema,
  wellUseResponseSchema,
} from '../../../shared/contracts/reference-data';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { Caller } from '../auth/caller';
import type { ApiInstance, AppContext } from '../context';
import { getAquifer } from './get-aquifer';
import { getParish } from './get-parish';
import { getWellUse } from './get-well-use';
import { getWellUseCategory } from './get-well-use-category';
import { listAquifers } from './list-aquifers';
import { listParishes } from './list-parishes';
import { listWellUseCategories } from './list-well-use-categories';
import { listWellUses } from './list-well-uses';
import { saveAquifer } from './save-aquifer';
import { saveParish } from './save-parish';
import { saveWellUse } from './save-well-use';
import { saveWellUseCategory } from './save-well-use-category';

/** Lookup lists feed the filters of level 20 and up (spec section 6); only staff change them. */
const READ_ACCESS = { access: { minLevel: ACCESS.ownerDashboard } };
const WRITE_ACCESS = { access: { minLevel: ACCESS.staff } };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The first path is the call's own; the others are the spellings spec section 7 also uses (without
 * the controller prefix), served by the same handler so a client written against the spec works.
 */
type Paths = readonly [string, ...string[]];

function aliasNote(paths: Paths, path: string): string | undefined {
  return path === paths[0] ? undefined : `Alias of ${paths[0]}, as spec section 7 writes it.`;
}

function registerList(app: ApiInstance, tag: string, paths: Paths, response: z.ZodType, list: () => unknown) {
  for (const path of paths) {
    app.get(
      path,
      {
        config: READ_ACCESS,
        schema: { tags: [tag], description: aliasNote(paths, path), response: { 200: response, ...errors } },
      },
      () => list(),
    );
  }
}

function registerById(
  app: ApiInstance,
  tag: string,
  paths: Paths,
  response: z.ZodType,
  find: (id: number) => unknown,
) {
  for (const path of paths) {
    app.get(
      path,
      {
        config: READ_ACCESS,
        schema: {
          tags: [tag],
          description: aliasNote(paths, path),
          querystring: referenceByIdQuerySchema,
          response: { 200: response, ...errors },
        },
      },
      (request) => find(request.query.id),
    );
  }
}

function registerSave<Body extends z.ZodType>(
  app: ApiInstance,
  tag: string,
  paths: Paths,
  body: Body,
  save: (caller: Caller, input: z.output<Body>) => Promise<{ message: string; id: number }>,
) {
  for (const path of paths) {
    app.post(
      path,
      {
        config: WRITE_ACCESS,
        schema: {
          tags: [tag],
          description: aliasNote(paths, path),
          body,
          response: { 200: savedResponseSchema, ...errors },
        },
      },
      (request) => save(requireCaller(request), request.body as z.output<Body>),
    );
  }
}

/** Parishes, aquifers, well-use categories and well uses (spec section 7, reference data). */
export function registerReferenceDataRoutes(app: ApiInstance, context: AppContext): void {
  registerList(app, 'Parish', ['/api/Parish/GetParishes'], parishListResponseSchema, () =>
    listParishes(context),
  );
  registerById(app, 'Parish', ['/api/Parish/GetParishById'], parishResponseSchema, (id) =>
    getParish(context, id),
  );
  registerSave(
    app,
    'Parish',
    ['/api/Parish/SaveParish', '/api/SaveParish'],
    saveParishRequestSchema,
    (caller, input) => saveParish(context, caller, input),
  );

  registerList(app, 'Aquifer', ['/api/Aquifer/GetAquifers'], aquiferListResponseSchema, () =>
    listAquifers(context),
  );
  registerById(app, 'Aquifer', ['/api/Aquifer/GetAquiferById'], aquiferResponseSchema, (id) =>
    getAquifer(context, id),
  );
  registerSave(app, 'Aquifer', ['/api/Aquifer/SaveAquifer'], saveAquiferRequestSchema, (caller, input) =>
    saveAquifer(context, caller, input),
  );

  const category = 'WellUseCategory';
  registerList(
    app,
    category,
    ['/api/WellUseCategory/GetWellUseCategories'],
    wellUseCategoryListResponseSchema,
    () => listWellUseCategories(context),
  );
  registerById(
    app,
    category,
    ['/api/WellUseCategory/GetWellUseCategoryById', '/api/GetWellUseCategoryById'],
    wellUseCategoryResponseSchema,
    (id) => getWellUseCategory(context, id),
  );
  registerSave(
    app,
    category,
    ['/api/WellUseCategory/SaveWellUseCategory', '/api/SaveWellUseCategory'],
    saveWellUseCategoryRequestSchema,
    (caller, input) => saveWellUseCategory(context, caller, input),
  );

  registerList(app, 'WellUse', ['/api/WellUse/GetWellUses'], wellUseListResponseSchema, () =>
    listWellUses(context),
  );
  registerById(app, 'WellUse', ['/api/WellUse/GetWellUseById'], wellUseResponseSchema, (id) =>
    getWellUse(context, id),
  );
  registerSave(app, 'WellUse', ['/api/WellUse/SaveWellUse'], saveWellUseRequestSchema, (caller, input) =>
    saveWellUse(context, caller, input),
  );
}
