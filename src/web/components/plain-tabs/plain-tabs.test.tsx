import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTabs } from './plain-tabs';

const TABS = [
  { key: 'monthly', label: 'Monthly' },
  { key: 'daily', label: 'Daily' },
  { key: 'hourly', label: 'Hourly' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]['key']>('monthly');
  return (
    <>
      <PlainTabs label="Periods" tabs={TABS} value={value} onChange={setValue} idPrefix="tab" />
      <div role="tabpanel" aria-labelledby={`tab-${value}`}>
        {value} rows
      </div>
    </>
  );
}

describe('PlainTabs', () => {
  it('selects by click and says which tab is selected', async () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Daily' })).toHaveTextContent('daily rows');
  });

  it.each([
    ['{ArrowRight}', 'Daily'],
    ['{ArrowLeft}', 'Hourly'],
    ['{End}', 'Hourly'],
    ['{ArrowRight}{ArrowRight}{Home}', 'Monthly'],
  ])('moves selection and focus with %s', async (keys, expected) => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard(keys);
    expect(screen.getByRole('tab', { name: expected })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: expected })).toHaveFocus();
  });

  it('lets Tab leave the list from the selected tab only', async () => {
    render(<Harness />);
    const tabbable = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(tabbable.map((tab) => tab.textContent)).toEqual(['Monthly']);
  });
});
