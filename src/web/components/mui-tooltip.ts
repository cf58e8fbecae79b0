// MUI's Tooltip as a module of the app, so DeferredTooltip's on-demand import names a chunk the
// bundle bench can find in Vite's manifest.
export { default } from '@mui/material/Tooltip';
