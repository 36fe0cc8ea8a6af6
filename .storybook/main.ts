// One Storybook over the design system and every app's components (remotes add stories under mf-*/src).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
// @ts-expect-error plain ESM JavaScript without declarations (packages/build has no build step)
import { appAliasResolver } from '../packages/build/loaders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiSrc = path.join(root, 'packages/ui/src');

type Rule = { test?: unknown; use?: unknown; oneOf?: unknown };

type LoaderEntry = string | { loader?: string; options?: Record<string, unknown> };

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../shell/src/**/*.stories.@(ts|tsx)',
    '../mf-*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  webpackFinal: async (webpackConfig) => {
    // Same CSS Modules settings as packages/build/loaders.mjs: `*.module.css` is scoped, other CSS is global,
    // and `import styles from './X.module.css'` gets a default-exported class map.
    for (const rule of (webpackConfig.module?.rules ?? []) as Rule[]) {
      if (!(rule?.test instanceof RegExp) || !rule.test.test('x.css') || !Array.isArray(rule.use)) continue;
      rule.use = (rule.use as LoaderEntry[]).map((entry) => {
        const loader = typeof entry === 'string' ? entry : entry.loader;
        if (!loader || !/[\\/]css-loader[\\/]/.test(loader)) return entry;
        const options = typeof entry === 'string' ? {} : (entry.options ?? {});
        return {
          loader,
          options: {
            ...options,
            modules: {
              auto: true,
              localIdentName: '[name]__[local]--[hash:base64:5]',
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        };
      });
    }
    // Catalogues compiled as in every bundle (packages/build/loaders.mjs's catalogueRule).
    webpackConfig.module ??= {};
    webpackConfig.module.rules = [
      ...(webpackConfig.module.rules ?? []),
      {
        test: /\.messages\.json$/,
        type: 'javascript/auto',
        use: path.join(root, 'packages/build/catalogue-loader.cjs'),
      },
    ];
    // Storybook's own files live at the root, which does not depend on @cwt/ui; point at its source.
    webpackConfig.resolve ??= {};
    webpackConfig.resolve.plugins = [...(webpackConfig.resolve.plugins ?? []), appAliasResolver(root)];
    webpackConfig.resolve.alias = {
      ...(webpackConfig.resolve.alias as Record<string, string>),
      '@cwt/ui/tokens.css': path.join(uiSrc, 'tokens.css'),
      '@cwt/ui$': path.join(uiSrc, 'index.ts'),
      '@cwt/core$': path.join(root, 'packages/core/src/index.ts'),
      '@cwt/contracts$': path.join(root, 'packages/contracts/src/index.ts'),
    };
    return webpackConfig;
  },
};

export default config;
