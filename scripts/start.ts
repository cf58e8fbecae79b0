import { buildWebIfNeeded } from './web-build';

// `npm start`: build the web app if needed, then migrate, seed an empty database and serve.
buildWebIfNeeded();
await import('../src/server/serve');
