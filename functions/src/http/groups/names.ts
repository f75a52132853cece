// The route groups: one Cloud Function each (index.ts); the self-hosted server mounts them all.

export type RouteGroup = 'api' | 'match' | 'pixel' | 'wellKnown' | 'redirect';
/** In mounting order: the redirect group's `/:slug` must come after every fixed path. */
export const ALL_GROUPS: RouteGroup[] = ['api', 'match', 'pixel', 'wellKnown', 'redirect'];
