// The floor of the reopen target (issue 26 part 4): a bare `node:sqlite` script that opens a sandbox file
// and reads every row the mock reads when it reopens it (every record in row order, every meta value),
// touching each column, and nothing else: no check, no JSON parse, no index. Run as its own process, as the
// CLI is, so both include Node's start.
//
//   node side-by-side/sqlite-read.ts <dir>/sandbox.sqlite    # prints {"rows":…,"bytes":…}
import { DatabaseSync } from 'node:sqlite';

const file = process.argv[2];
if (!file) {
  console.error('usage: node sqlite-read.ts <sandbox.sqlite>');
  process.exit(2);
}
const db = new DatabaseSync(file);
let rows = 0;
let bytes = 0;
for (const row of db.prepare('SELECT seq, collection, id, data FROM records ORDER BY seq').iterate()) {
  const { seq, collection, id, data } = row as { seq: number; collection: string; id: string; data: string };
  rows += seq > 0 ? 1 : 0;
  bytes += collection.length + id.length + data.length;
}
for (const row of db.prepare('SELECT key, value FROM meta').iterate()) {
  const { key, value } = row as { key: string; value: string };
  bytes += key.length + value.length;
}
db.close();
console.log(JSON.stringify({ rows, bytes }));
