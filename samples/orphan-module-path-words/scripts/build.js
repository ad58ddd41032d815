import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// reads the app's settings in Node at build time: loads no module of the client
const config = require(path.resolve('./app.conf.json'));
console.log(config.name);
