/** The detection models: fast ML, advanced AI, standard AI. */
export const ENTITY_METHODS = { fast: 1, advanced: 2, standard: 3 } as const;
export const ENTITY_METHOD_IDS = [1, 2, 3] as const;
export type TEntityMethodId = (typeof ENTITY_METHOD_IDS)[number];
