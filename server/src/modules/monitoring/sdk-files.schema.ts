import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';
import { MonitorPlatform } from './monitoring-enums';
import type { SdkFileRow } from './sdk-files.repo';

const SdkFilePlatformEnum = MonitorPlatform;

export const SdkFileType = builder.objectRef<SdkFileRow>('MonitorSdkFile').implement({
  description:
    'Spec §3 Monitoring SDK file: a system-level SDK package. Download it from `GET /api/monitor/sdk-file/{platform}/download?id=` (without id: the newest enabled version).',
  fields: (t) => ({
    id: t.exposeID('id'),
    platform: t.field({ type: SdkFilePlatformEnum, resolve: (r) => r.platform }),
    version: t.exposeString('version'),
    fileName: t.exposeString('fileName'),
    size: t.float({ description: 'Bytes.', resolve: (r) => Number(r.size) }),
    sha256: t.exposeString('sha256'),
    enabled: t.exposeBoolean('enabled', { description: 'Status: only enabled files are offered to accounts.' }),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SdkFileInput = builder.inputType('MonitorSdkFileInput', {
  description: 'Upload the package first (`/api/file/tus` or `/api/file/upload` with platform `monitoring-sdk-<platform>`), then name its version.',
  fields: (t) => ({
    platform: t.field({ type: SdkFilePlatformEnum, required: true }),
    version: t.string({ required: true, description: 'e.g. 3.2.0 or 3.2.0-beta.1; unique per platform.' }),
    fileId: t.id({ required: true, description: 'The uploaded file.' }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.queryField('monitoringSdkFiles', (t) =>
  t.connection(
    {
      ...readOf(SdkFileType, { can: 'system_monitoring_sdk' }, 'Every SDK file of a platform, newest first (system super admins).'),
      args: { platform: t.arg({ type: SdkFilePlatformEnum, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.monitoringSdkFiles.list(actorOf(ctx), args.platform, args),
    },
    countedConnection('MonitorSdkFileConnection'),
  ),
);

builder.queryField('monitorSdkDownloads', (t) =>
  t.connection(
    {
      ...readOf(SdkFileType, { can: 'monitor_sdk_config' }, 'The enabled SDK files of a platform, newest first, for the SDK config page.'),
      args: { platform: t.arg({ type: SdkFilePlatformEnum, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.monitoringSdkFiles.downloads(actorOf(ctx), args.platform, args),
    },
    countedConnection('MonitorSdkDownloadConnection'),
  ),
);

builder.mutationField('createMonitoringSdkFile', (t) =>
  t.field({
    ...changeOf(SdkFileType, { can: 'system_monitoring_sdk' }),
    args: { input: t.arg({ type: SdkFileInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkFiles.create(actorOf(ctx), { ...args.input, fileId: String(args.input.fileId) }, ctx.meta.ip),
  }),
);

builder.mutationField('setMonitoringSdkFilesEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: 'system_monitoring_sdk' }, 'Enables or disables up to 100 files (all or none); answers how many.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkFiles.setEnabled(actorOf(ctx), args.ids, args.enabled, ctx.meta.ip),
  }),
);

builder.mutationField('deleteMonitoringSdkFiles', (t) =>
  t.field({
    ...changeOf('Int', { can: 'system_monitoring_sdk' }, 'Deletes up to 100 files and their stored packages (all or none); answers how many.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkFiles.delete(actorOf(ctx), args.ids, ctx.meta.ip),
  }),
);
