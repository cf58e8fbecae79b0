import { Suspense } from 'react';
import { lazyOnDemand } from '../lib/lazy-on-demand';
import type { ConfirmModalProps } from './confirm-modal';
import { DialogLoading, useOpenedOnce } from './dialog-on-demand';

// MUI's dialog downloads with the first confirmation a page asks for, not with the page.
const ConfirmModal = lazyOnDemand(() =>
  import('./confirm-modal').then((module) => ({ default: module.ConfirmModal })),
);

/** ConfirmModal, loaded the first time it opens and kept from then on. */
export function ConfirmModalOnDemand(props: ConfirmModalProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
