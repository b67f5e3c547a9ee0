import { buildLargeApk } from './large-apk';
await buildLargeApk('../shared/fixtures/apps/' + process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5]));
