/**
 * The libraries every page runs before it draws anything: React, React Router, Redux Toolkit with
 * RTK Query, and i18next. Left to itself the bundler splits them into several files by which lazy
 * routes share them (React in one, React Router in another, i18next's React binding in a third),
 * and on HTTP/1.1 a phone fetches at most six files at a time from one host: each extra wave of
 * requests costs a round trip before the first screen. Together they are one file, which also
 * keeps its name (and the browser's cached copy) across releases that change only the site's
 * own code.
 */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'react-redux',
  'reselect',
  'immer',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A module of one of those packages, by its resolved path. */
export const FRAMEWORK_MODULE = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.map(escape).join('|')})[\\\\/]`);

/** The bundler's group for them (`output.codeSplitting.groups`). */
export const frameworkChunkGroup = { name: 'framework', test: FRAMEWORK_MODULE };
