import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, type KeyboardEvent } from 'react';

export interface PlainTab<Key extends string> {
  key: Key;
  label: string;
}

interface PlainTabsProps<Key extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly PlainTab<Key>[];
  value: Key;
  onChange: (key: Key) => void;
  /** Each tab's element id is `${idPrefix}-${key}`, for the panel's aria-labelledby. */
  idPrefix: string;
}

/**
 * A row of tabs with the WAI-ARIA tabs pattern (roving focus, arrow keys, Home and End), built on the
 * button every page already loads: MUI's Tabs weighs about 4.5 kB gzip, which pages at the edge of
 * their first-load budget cannot carry.
 */
export function PlainTabs<Key extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: PlainTabsProps<Key>) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-${tab.key}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === value;
        return (
          <Button
            key={tab.key}
            id={`${idPrefix}-${tab.key}`}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            color={selected ? 'primary' : 'inherit'}
            sx={{
              borderRadius: 0,
              px: 2,
              py: 1.25,
              mb: '-1px',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              color: selected ? undefined : 'text.secondary',
            }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
