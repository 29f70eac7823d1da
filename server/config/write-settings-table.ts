/** npm run docs:settings: rewrites the settings table in docs/operator-guide.md. */
import { join } from 'node:path';
import { projectRoot } from '../start';
import { writeSettingsTable } from './settings-table';

const file = join(projectRoot(), 'docs', 'operator-guide.md');
process.stdout.write(writeSettingsTable(file) ? `updated ${file}\n` : `${file} is up to date\n`);
