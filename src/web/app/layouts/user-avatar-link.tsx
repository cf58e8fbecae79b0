import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { DeferredTooltip } from '../../components/deferred-tooltip';

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
  const initials = initialsOf(firstName, lastName);
  return (
    <DeferredTooltip title={name}>
      {/* The name says the visible initials too, so speech control ("click DB") finds the link. */}
      <IconButton component={RouterLink} to={to} aria-label={`${initials}, My profile`} size="small">
        <Avatar
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'common.white', fontSize: 15 }}
        >
          {initials}
        </Avatar>
      </IconButton>
    </DeferredTooltip>
  );
}
