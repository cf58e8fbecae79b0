import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Table } from '@tanstack/react-table';
import { useState } from 'react';

/** The toolbar's column toggle: a menu with a checkbox per column that can be hidden (decision 0025). */
export function ColumnToggle<Row>({ table }: { table: Table<Row> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <>
      <IconButton
        aria-label="Show/Hide columns"
        title="Show/Hide columns"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ViewColumnIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const header = column.columnDef.header;
          const name = typeof header === 'string' ? header : column.id;
          const parent = column.parent?.columnDef.header;
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={column.getIsVisible()}
              onClick={() => column.toggleVisibility()}
              dense
            >
              {/* An icon, not a checkbox: the menu item itself is the checkbox for assistive technology. */}
              {column.getIsVisible() ? (
                <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} />
              )}
              <ListItemText primary={typeof parent === 'string' ? `${parent} ${name}` : name} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
