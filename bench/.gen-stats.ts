import { prepareBenchDatabase } from './database';
import { DEFAULT_SIZES } from './generate';

const t = performance.now();
const db = await prepareBenchDatabase({
  name: 'fedra_bench_stats',
  sizes: DEFAULT_SIZES,
  regenerate: false,
  embeddedPort: 0,
  log: (m) => console.log(m),
});
console.log(db.describe, Math.round(performance.now() - t));
