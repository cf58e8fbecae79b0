import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';

/**
 * What a dialog loaded on demand (`lazyOnDemand`) shows while its code downloads: the page dimmed as
 * behind the dialog, with a spinner.
 */
export function DialogLoading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label="Opening" sx={{ color: 'common.white' }} />
    </Backdrop>
  );
}

/**
 * True from the first time `open` is: a dialog loaded on demand mounts then, and stays mounted so
 * that it closes with its animation and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
