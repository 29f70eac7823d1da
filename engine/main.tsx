import { boot } from './boot/boot';

const container = document.getElementById('root');
if (container) void boot(container).then((outcome) => document.documentElement.setAttribute('data-boot', outcome));
