/**
 * The route table of the specification, as data: what the end-to-end tests
 * visit and what the sitemap must contain. Content routes (press, updates,
 * legal) are listed here too, so a missing page is caught by the route test.
 */
export const staticRoutes = [
  '/',
  '/features',
  '/how-it-works',
  '/how-we-help',
  '/workflows',
  '/use-cases',
  '/pricing',
  '/us-vs-them',
  '/case-studies',
  '/about',
  '/team',
  '/story',
  '/careers',
  '/contact',
  '/visuals',
  '/press',
  '/press/refrain-launch',
  '/press/refrain-joins-nvidia-inception',
  '/press/a2im-mentorship',
  '/press/musical-ai',
  '/investors',
  '/investors/content',
  '/investors/newsletters',
  '/investors/newsletters/november-2024',
  '/investors/newsletters/december-2024',
  '/investors/newsletters/january-2025',
  '/mobile-one-pager',
  '/onepage',
  '/legal',
  '/legal/changelog',
  '/terms-of-service',
  '/privacy-policy',
  '/eula',
  '/dmca',
  '/cancellation-policy',
  '/account-credit-policy',
  '/data-processing-agreement',
  // Site search (issue 9).
  '/search',
] as const;

/** The bare monthly-update paths of the route table; each redirects to its update. */
export const updateRedirects: Record<string, string> = {
  '/november-2024': '/investors/newsletters/november-2024',
  '/december-2024': '/investors/newsletters/december-2024',
  '/january-2025': '/investors/newsletters/january-2025',
};
