// Collections of this group are defined here (see src/content.config.ts).
export const legalCollections = {};
