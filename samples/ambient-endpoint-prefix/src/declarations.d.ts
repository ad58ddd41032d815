// The build defines these names (a bundler's define plugin); the page never declares them.
declare const SERVER_API_URL: string;
declare const __VERSION__: string;
