import { randomBytes } from 'node:crypto';
import { createWriteStream, statSync } from 'node:fs';
import { ZipFile } from 'yazl';
import { fileSource } from '../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../server/src/engines/archive/zip-reader';

/**
 * A realistic ~50 MB APK: every entry of a fixture APK, `copies` more copies of its
 * classes.dex as classes2.dex… (so the DEX parser has 50 MB-class work) and incompressible
 * assets up to `targetMb`. Its signatures no longer verify, as for any repacked APK.
 */
export async function buildLargeApk(base: string, out: string, copies: number, targetMb: number): Promise<void> {
  const source = fileSource(base);
  try {
    const zip = ZipArchive.open(source);
    const archive = new ZipFile();
    const done = new Promise<void>((resolve, reject) => {
      archive.outputStream.pipe(createWriteStream(out)).on('close', resolve).on('error', reject);
    });
    for (const name of zip.names()) archive.addBuffer(zip.readByName(name)!, name);
    const dex = zip.readByName('classes.dex')!;
    for (let i = 2; i < 2 + copies; i++) archive.addBuffer(dex, `classes${i}.dex`);
    const used = statSync(base).size + copies * (dex.length * 0.4);
    const assets = Math.max(0, Math.round((targetMb * 1024 * 1024 - used) / (4 * 1024 * 1024)));
    for (let i = 0; i < assets; i++) archive.addBuffer(randomBytes(4 * 1024 * 1024), `assets/media/blob-${i}.bin`, { compress: false });
    archive.end();
    await done;
  } finally {
    source.close();
  }
}
