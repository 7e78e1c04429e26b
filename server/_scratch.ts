import { openDatabase } from '/work/main/server/db/client';
import { migrate } from '/work/main/server/db/migrate';
const t0 = Date.now();
const d = await openDatabase({});
console.log('open', Date.now() - t0);
console.log(await migrate(d), Date.now() - t0);
console.log(await migrate(d));
await d.close();
