// The one descriptor the shell calls, in a module of its own: the web build gives it without the
// users contract's schemas (scripts/vite/browser-endpoints.ts), so the refresh loads neither the
// contract nor zod, and the sign-in page shares no chunk with them.
export { refreshTokenEndpoint } from '../../shared/contracts/users';
