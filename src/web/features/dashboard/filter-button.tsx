import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';

/** Opens a filter dialog; the badge counts the filters in force. */
export function FilterButton({
  label,
  active,
  onClick,
}: {
  label: string;
  active: number;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={onClick}
      aria-label={label}
      startIcon={
        // No badge at all without filters: a hidden "0" still counts as the button's text.
        active > 0 ? (
          <Badge color="primary" badgeContent={active}>
            <FilterListIcon />
          </Badge>
        ) : (
          <FilterListIcon />
        )
      }
    >
      Filter
    </Button>
  );
}
