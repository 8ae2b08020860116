import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // A handful of routes: ship the whole route manifest with the page instead of asking
  // /__manifest on every navigation with every link on the page (the mega menu has ~80).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
