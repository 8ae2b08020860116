import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Lazy: the first load carries only the routes of the page (the whole manifest of 40+ routes,
  // stores and happening included, was 4.4 kB gzip on every page); the links a page renders are
  // looked up once, batched, through /__manifest after hydration (decision 0022).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
