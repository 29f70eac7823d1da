/** The wl command: build, and scaffold, validate and import brands and plugins. */
import { Command } from 'commander';
import { brandImport } from './commands/brand-import';
import { brandNew } from './commands/brand-new';
import { brandValidate } from './commands/brand-validate';
import { build } from './commands/build';
import { generate } from './commands/generate';
import { pluginNew } from './commands/plugin-new';
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
program.command('generate').description('write engine/generated/ (validators and plugin registry) without bundling').action(() =>
  run(() => {
    const result = generate(root());
    result.problems.forEach((p) => console.log(`warning: ${p}`));
    console.log(`generated for plugins: ${result.plugins.join(', ') || 'none'}`);
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

program.parse();
