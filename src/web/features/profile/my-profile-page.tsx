import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { useLoggedInUser } from './api';
import { ProfileDetails } from './profile-details';

/** /my-profile (staff layout) and /client/my-profile (owner layout). */
export default function MyProfilePage() {
  const user = useLoggedInUser();
  return (
    <>
      <PageHeader title="My Profile" />
      <Paper sx={{ p: 3, maxWidth: 720 }}>
        {user.isPending && <PageLoader label="Loading profile" />}
        {user.isError && <Alert severity="error">{errorMessage(user.error)}</Alert>}
        {user.data && <ProfileDetails user={user.data} />}
      </Paper>
    </>
  );
}
