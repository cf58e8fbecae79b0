// What other modules and the app use of auth. scope.ts and caller.ts are not here: every module
// imports them directly, as the one place that says who may see what and who is calling.
export { AccessTokens } from './access-tokens';
export { CallerCache } from './caller-cache';
export { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
export { endUserSessions, issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
export { SIGNED_LINK_PARAMS, signLink } from './signed-links';
