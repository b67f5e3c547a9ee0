// `npm run build:sdk`: bundles the web SDK into sdk/web/dist/rampart-sdk.js.
import { build } from 'esbuild';
import { SDK_BUILD } from './build-options';

const outfile = new URL('./dist/rampart-sdk.js', import.meta.url).pathname;
const result = await build({ ...SDK_BUILD, outfile, metafile: true });
console.log(`${outfile}: ${Object.values(result.metafile.outputs)[0].bytes} bytes`);
