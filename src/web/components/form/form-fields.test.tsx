import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormCheckboxField } from './form-checkbox-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

interface Values {
  categoryId: number | null;
  roleIds: number[];
  isActive: boolean;
}

let latest: Values | undefined;

function Harness() {
  const { control, watch } = useForm<Values>({
    defaultValues: { categoryId: null, roleIds: [], isActive: false },
  });
  latest = watch();
  const options = [
    { value: 1, label: 'Industrial' },
    { value: 2, label: 'Public Supply' },
  ];
  return (
    <form>
      <FormSelectField
        control={control}
        name="categoryId"
        label="Category"
        options={options}
        emptyLabel="None"
      />
      <FormSelectField control={control} name="roleIds" label="Roles" options={options} multiple />
      <FormCheckboxField control={control} name="isActive" label="Is active" />
    </form>
  );
}

describe('form fields', () => {
  it('keep numbers as numbers and the empty choice as null', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Public Supply' }));
    expect(latest?.categoryId).toBe(2);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(latest?.categoryId).toBeNull();
  });

  it('collect several values in a multiple select', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Roles' }));
    await user.click(screen.getByRole('option', { name: 'Industrial' }));
    await user.click(screen.getByRole('option', { name: 'Public Supply' }));
    expect(latest?.roleIds).toEqual([1, 2]);
  });

  it('bind a checkbox to a boolean', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Is active' }));
    expect(latest?.isActive).toBe(true);
  });
});

function AmountHarness() {
  const { control } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  return (
    <FormTextField
      control={control}
      name="amount"
      label="Amount ($)"
      accept={{ pattern: /^\d{0,9}(\.\d{0,2})?$/, refused: 'Enter dollars and cents, such as 12.50' }}
    />
  );
}

describe('a text field that takes only what its pattern accepts', () => {
  it('refuses a letter with a message, keeps what was typed, and clears the message on the next digit', async () => {
    const { user } = renderWithProviders(<AmountHarness />);
    const amount = screen.getByLabelText('Amount ($)');
    await user.type(amount, '12x');
    expect(amount).toHaveValue('12');
    expect(amount).toHaveAccessibleDescription('Enter dollars and cents, such as 12.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '.5');
    expect(amount).toHaveValue('12.5');
    expect(screen.queryByText('Enter dollars and cents, such as 12.50')).toBeNull();
  });
});
