/** The wl command: build, and scaffold, validate and import brands and plugins. */
import { Command } from 'commander';
import { brandImport } from './commands/brand-import';
import { brandNew } from './commands/brand-new';
import { brandValidate } from './commands/brand-validate';
import { build } from './commands/build';
import { generate } from './commands/generate';
import { pluginNew } from './commands/plugin-new';
import { adminToken, DEFAULT_SANDBOX_URL, paymentsDecide, paymentsList, type SandboxCall } from './commands/sandbox-payments';
import { findProjectRoot } from './lib/root';

function run(action: () => number | boolean): void {
  try {
    const result = action();
    process.exitCode = result === true || result === 0 ? 0 : 1;
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

const program = new Command('wl').description('White-label engine: brands, plugins and builds.').option('--root <dir>', 'project folder (default: found from the current folder)');
const root = () => findProjectRoot(program.opts<{ root?: string }>().root ?? process.cwd());

program.command('build').description('generate validators and the plugin registry, bundle into dist/ and write the brand index').action(() => run(() => build(root())));
program.command('generate').description('write engine/generated/ (validators and plugin registry) and schemas/wire.ts without bundling').action(() =>
  run(() => {
    const result = generate(root());
    result.problems.forEach((p) => console.log(`warning: ${p}`));
    console.log(`generated for plugins: ${result.plugins.join(', ') || 'none'}`);
    if (result.wireTypesChanged) console.log('rewrote schemas/wire.ts from schemas/api/: commit it with the schema change');
    return 0;
  }),
);

const brand = program.command('brand').description('create, check and import brands');
brand
  .command('new <id>')
  .description('make brands/<id>/ with a manifest, logos, favicon and web-app manifest')
  .requiredOption('--host <host>', 'host name the brand is served on, e.g. green.localhost')
  .requiredOption('--color <hex>', 'theme colour, e.g. #1e8067')
  .option('--name <name>', 'app name shown to players')
  .action((id: string, options: { host: string; color: string; name?: string }) => run(() => brandNew(root(), id, options)));
brand
  .command('validate [id]')
  .description('check one brand, or all with --all: every problem with file, JSON pointer and what was expected')
  .option('--all', 'check every brand')
  .action((id: string | undefined, options: { all?: boolean }) => run(() => brandValidate(root(), options.all || !id ? [] : [id])));
brand
  .command('import <legacy>')
  .description("turn a legacy flat brand config (appName, themeColor, variableCss, showDeposit, ...) into a manifest")
  .option('--id <id>', 'brand id (default: from appName)')
  .option('--host <host>', 'host name (default: from siteurl)')
  .action((file: string, options: { id?: string; host?: string }) => run(() => brandImport(root(), file, options)));

const plugin = program.command('plugin').description('scaffold plugins');
plugin.command('new <id>').description('make plugins/<id>/ with its contract, options schema, state, page, section and test').action((id: string) => run(() => pluginNew(root(), id)));

const sandbox = program.command('sandbox').description("operate a running sandbox exchange through its admin API");
const payments = sandbox
  .command('payments')
  .description('list, approve and reject deposit and withdrawal requests')
  .option('--url <url>', 'the running sandbox', DEFAULT_SANDBOX_URL)
  .option('--token <token>', 'admin token (default: ADMIN_TOKEN, or DATA_DIR/admin-token written by the sandbox)');
const adminCall = (): SandboxCall | null => {
  const options = payments.opts<{ url: string; token?: string }>();
  const token = adminToken(root(), options.token);
  if (!token) {
    console.error('✗ No admin token: pass --token, set ADMIN_TOKEN, or start the sandbox here so it writes .data/admin-token.');
    return null;
  }
  return { url: options.url, token };
};
const runAsync = (action: (call: SandboxCall) => Promise<number>) => {
  const call = adminCall();
  if (!call) return void (process.exitCode = 1);
  return action(call).then((code) => void (process.exitCode = code));
};
payments
  .command('list')
  .description('requests, newest first')
  .option('--status <status>', 'pending, approved, rejected or cancelled')
  .option('--type <type>', 'deposit or withdrawal')
  .action((options: { status?: string; type?: string }) => runAsync((call) => paymentsList(call, options)));
payments.command('approve <id>').description('approve a pending request: credit a deposit, pay out a withdrawal').action((id: string) => runAsync((call) => paymentsDecide(call, id, { approve: true })));
payments
  .command('reject <id>')
  .description('reject a pending request with the reason the player is shown; a withdrawal is given back')
  .requiredOption('--reason <reason>', 'what the player is told')
  .action((id: string, options: { reason: string }) => runAsync((call) => paymentsDecide(call, id, { approve: false, reason: options.reason })));

await program.parseAsync();
