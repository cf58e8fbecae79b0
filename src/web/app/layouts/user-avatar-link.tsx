import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';

interface UserAvatarLinkProps {
  firstName: string;
  lastName: string;
  to: string;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The signed-in user's initials, linking to their profile. */
export function UserAvatarLink({ firstName, lastName, to }: UserAvatarLinkProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Tooltip title={name}>
      <IconButton component={RouterLink} to={to} aria-label="My profile" size="small">
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 15 }}>
          {initialsOf(firstName, lastName)}
        </Avatar>
      </IconButton>
    </Tooltip>
  );
}
