import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ReferenceResource } from './api';

/** What distinguishes one reference form from another; the frame does the rest. */
export interface ReferenceFormConfig<Row, Input extends FieldValues, Output extends object> {
  /** e.g. 'Parish': titles read 'New Parish' and 'Edit Parish'. */
  noun: string;
  resource: ReferenceResource<Row, Output>;
  listPath: string;
  /** e.g. 'Parishes', for the link back to the list. */
  listTitle: string;
  editPath: (id: number) => string;
  /** The shared contract of the form (src/shared/contracts/reference-data.ts). */
  schema: z.ZodType<Output, Input>;
  emptyValues: Input;
  toValues: (row: Row) => Input;
  renderFields: (control: Control<Input, unknown, Output>) => ReactNode;
}
