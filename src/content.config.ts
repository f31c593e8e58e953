/**
 * Content collections. Each collection is defined in its own module under
 * src/collections/ (loader from content/, schema from src/lib/schemas/), so
 * every kind of content has one owner file.
 */
export const collections = {};
