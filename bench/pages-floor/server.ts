/**
 * Serves the floor page of `bench:pages` as the shop is served: Fastify, the same React Router
 * adapter, compression as the API registers it. PORT and FLOOR_BUILD_DIR (the built app) are required.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import { fastifyReactRouter } from '@mcansh/remix-fastify';
import Fastify from 'fastify';

const buildDir = process.env.FLOOR_BUILD_DIR;
if (!buildDir || !process.env.PORT) throw new Error('PORT and FLOOR_BUILD_DIR are required');
const app = Fastify();
await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
await app.register(fastifyReactRouter, {
  serverBuildPath: path.join(buildDir, 'server/index.js'),
  clientBuildDirectory: path.join(buildDir, 'client'),
  mode: 'production',
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
