import path from 'node:path';
import type { Configuration } from '@rspack/core';

// One CommonJS file for the Functions runtime: the shop's rules (shared-contracts) and valibot are
// bundled in; firebase-admin, firebase-functions, pg and Cloud SQL's connector stay packages, installed
// where the functions run (pg's optional native binding is never bundled).
const config: Configuration = {
  mode: 'production',
  target: 'node20',
  entry: { index: './src/index.ts' },
  output: {
    path: path.join(import.meta.dirname, 'lib'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externals: [/^firebase-admin(\/.*)?$/, /^firebase-functions(\/.*)?$/, /^pg(\/.*)?$/, /^pg-native$/, /^@google-cloud\/cloud-sql-connector$/],
  externalsType: 'commonjs',
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  devtool: false,
};

export default config;
