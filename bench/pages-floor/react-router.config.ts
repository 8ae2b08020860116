import type { Config } from '@react-router/dev/config';

/** The floor of `bench:pages`: React Router in framework mode, server rendered, one route. */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
