import { readAxmlDocument } from '../axml/read.js';
import { writeAxmlDocument } from '../axml/write.js';
import * as axml from '../manifest-edit.js';
import * as proto from '../proto-manifest-edit.js';

/**
 * The manifest edits hardening makes, over either form a package carries: an APK's binary XML
 * or an app bundle's protobuf XML. Both editors keep every other node as it was.
 */
export interface ManifestOps {
  packageName(): string;
  applicationAttribute(name: string): axml.ManifestValue | undefined;
  /** `<application android:name>` and `android:appComponentFactory`, fully qualified. */
  entryPoints(): { applicationName?: string; appComponentFactory?: string };
  setEntryPoints(applicationClass: string, factoryClass: string): void;
  setDebuggable(value: boolean): void;
  setAllowBackup(value: boolean): void;
  addUsesPermission(permission: string): boolean;
  write(): Buffer;
}

type Editor = typeof axml | typeof proto;

function ops<D>(doc: D, edit: Editor, write: (doc: D) => Buffer): ManifestOps {
  // The two editors take their own document type under the same function names.
  const e = edit as unknown as {
    packageName(d: D): string;
    getApplicationAttribute(d: D, name: string): axml.ManifestValue | undefined;
    getApplicationName(d: D): string | undefined;
    getAppComponentFactory(d: D): string | undefined;
    setApplicationName(d: D, name: string): void;
    setAppComponentFactory(d: D, name: string): void;
    setDebuggable(d: D, value: boolean): void;
    setAllowBackup(d: D, value: boolean): void;
    addUsesPermission(d: D, permission: string): boolean;
  };
  return {
    packageName: () => e.packageName(doc),
    applicationAttribute: (name) => e.getApplicationAttribute(doc, name),
    entryPoints: () => {
      const pkg = e.packageName(doc);
      const app = e.getApplicationName(doc);
      const factory = e.getAppComponentFactory(doc);
      return {
        ...(app ? { applicationName: axml.resolveClassName(pkg, app) } : {}),
        ...(factory ? { appComponentFactory: axml.resolveClassName(pkg, factory) } : {}),
      };
    },
    setEntryPoints: (applicationClass, factoryClass) => {
      e.setApplicationName(doc, applicationClass);
      e.setAppComponentFactory(doc, factoryClass);
    },
    setDebuggable: (value) => e.setDebuggable(doc, value),
    setAllowBackup: (value) => e.setAllowBackup(doc, value),
    addUsesPermission: (permission) => e.addUsesPermission(doc, permission),
    write: () => write(doc),
  };
}

/** An APK's `AndroidManifest.xml`. */
export const axmlManifest = (bytes: Buffer): ManifestOps => ops(readAxmlDocument(bytes), axml, writeAxmlDocument);

/** An app bundle module's `manifest/AndroidManifest.xml`. */
export const protoManifest = (bytes: Buffer): ManifestOps => ops(proto.readProtoManifest(bytes), proto, proto.writeProtoManifest);
