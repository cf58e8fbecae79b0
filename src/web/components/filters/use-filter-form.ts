import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { FormEvent } from 'react';

interface FilterFormOptions<Values extends FieldValues, Filter> {
  resolver: Resolver<Values, unknown, Filter>;
  /** The filter on screen: the form starts from it. */
  applied: Filter;
  /** The filter Reset shows and applies. */
  cleared: () => Filter;
  onSearch: (filter: Filter) => void;
  /** The form's values of a filter, where they differ from the filter (e.g. numbers typed as text). */
  toValues?: (filter: Filter) => DefaultValues<Values>;
}

/**
 * The react-hook-form of a `FilterPanel`: Search applies the checked values, Reset clears the form
 * and applies the cleared filter. `panel` is what `FilterPanel` takes besides its label.
 */
export function useFilterForm<Values extends FieldValues, Filter = Values>({
  resolver,
  applied,
  cleared,
  onSearch,
  toValues = (filter) => filter as unknown as DefaultValues<Values>,
}: FilterFormOptions<Values, Filter>) {
  const form = useForm<Values, unknown, Filter>({ resolver, defaultValues: toValues(applied) });
  const panel = {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onSearch)(event),
    onReset: () => {
      const filter = cleared();
      form.reset(toValues(filter));
      onSearch(filter);
    },
  };
  return { ...form, panel };
}
