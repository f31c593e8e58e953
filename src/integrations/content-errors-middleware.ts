/** The development server's pages while a content error stands: the error, in Astro's overlay (content-errors.ts). */
import { defineMiddleware } from 'astro:middleware';
import { contentErrors } from '../loaders/problems.ts';

export const onRequest = defineMiddleware((_context, next) => {
  const [error] = contentErrors.byEntry.values();
  if (error) throw error;
  return next();
});
