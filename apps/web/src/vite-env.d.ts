/// <reference types="vite/client" />

/** The package version of the web app, injected by Vite `define` and sent as the web-version header. */
declare const __WEB_VERSION__: string;
