import adapter from '@sveltejs/adapter-node';

const shared = process.env.SHARED_DIR ?? './src/shared';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  kit: {
    adapter: adapter({ out: 'build' }),
    alias: {
      '@notes/api': './src/api',
      '$http': './src/api/http.ts',
      '@notes/ui': './src/lib/ui',
      '@notes/*': './src/*',
      '@shared': shared,
    },
  },
};

export default config;
