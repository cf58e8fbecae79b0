import { Suspense } from 'react';
import { lazyOnDemand } from '../lib/lazy-on-demand';
import { DialogLoading, useOpenedOnce } from './dialog-on-demand';
import type { ResetPasswordModalProps } from './reset-password-modal';

// The form (react-hook-form, the users contract's schemas and zod) downloads when the dialog first
// opens, not with the profile or the users list.
const ResetPasswordModal = lazyOnDemand(() =>
  import('./reset-password-modal').then((module) => ({ default: module.ResetPasswordModal })),
);

/** Reset Password, loaded the first time it opens and kept from then on. */
export function ResetPasswordModalOnDemand(props: ResetPasswordModalProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ResetPasswordModal {...props} />
    </Suspense>
  );
}
