/** The routes of the reference lists; edit routes take an id, or ':id' for the route table. */
export const REFERENCE_PATHS = {
  parishes: '/management/parishes',
  newParish: '/management/parish',
  editParish: (id: number | ':id') => `/management/parish/edit/${id}`,
  aquifers: '/management/aquifers',
  newAquifer: '/management/aquifer',
  editAquifer: (id: number | ':id') => `/management/aquifer/edit/${id}`,
  wellUseCategories: '/well-usage-categories',
  newWellUseCategory: '/well-use-category',
  editWellUseCategory: (id: number | ':id') => `/well-use-category/edit/${id}`,
  wellUses: '/well-usage',
  newWellUse: '/well-use',
  editWellUse: (id: number | ':id') => `/well-use/edit/${id}`,
} as const;
