import { runMain } from './main';

runMain().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
