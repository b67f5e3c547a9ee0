// The parts of jks-js the keystore reader imports directly (its entry point loads node-forge,
// which a JKS store does not need). jks-js types its entry point only.
declare module 'jks-js/lib/keystore/JavaKeyStoreParser.js' {
  import type { parseJks } from 'jks-js';
  export default class JavaKeyStoreParser {
    constructor(keystore: Buffer, password: string);
    parse(): ReturnType<typeof parseJks>;
  }
}

declare module 'jks-js/lib/encryption/EncryptedPrivateKeyInfo.js' {
  import type { KeyEntry } from 'jks-js';
  export default class EncryptedPrivateKeyInfo {
    constructor(protectedKey: KeyEntry['protectedPrivateKey']);
  }
}

declare module 'jks-js/lib/encryption/KeyProtector.js' {
  import type EncryptedPrivateKeyInfo from 'jks-js/lib/encryption/EncryptedPrivateKeyInfo.js';
  export default class KeyProtector {
    constructor(password: string);
    /** The private key as PEM. */
    recover(info: EncryptedPrivateKeyInfo): string;
  }
}
