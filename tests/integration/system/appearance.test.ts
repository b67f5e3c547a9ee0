import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { pngOf, TINY_JPEG } from '../../helpers/images';
import { restClient, type RestClient } from '../../helpers/rest';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';
import { multipart } from '../assessment/assessment-helpers';

/**
 * Appearance customization (spec §2 interfaceManage/{lang}, §7 interfaceCustomization): per
 * language, read by anyone, changed only by the system account's holders of system_appearance;
 * images are png or jpeg by content and served by public URL. The setting is console-wide, so
 * this file puts the defaults back when it ends.
 */
let t: TestServer;
let rest: RestClient;
let system: string;
let systemNoCode: string;
let systemWithCode: string;
let customer: string;
let customerWithCode: string;
let user: string;
let systemAccountId: string;

beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  const sys = await t.runtime.deps.db.selectFrom('accounts').select('id').where('isSystem', '=', true).executeTakeFirstOrThrow();
  systemAccountId = sys.id;
  const systemRole = async (codes: string[]) =>
    (
      await t.runtime.deps.db
        .insertInto('roles')
        .values({ accountId: systemAccountId, name: `role-${crypto.randomBytes(4).toString('hex')}`, type: 'CUSTOM', codes })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const matrix = await roleMatrix(t, {
    systemNoCode: async () => t.seed.userIn(systemAccountId, await systemRole(['system_security', 'system_disk']), {}),
    systemWithCode: async () => t.seed.userIn(systemAccountId, await systemRole(['system_appearance']), {}),
    customerWithCode: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['system_appearance']), {}),
  });
  system = matrix.tokens.systemAdmin;
  systemNoCode = matrix.tokens.systemNoCode;
  systemWithCode = matrix.tokens.systemWithCode;
  customer = matrix.tokens.customerSuperAdmin;
  customerWithCode = matrix.tokens.customerWithCode;
  user = matrix.tokens.user;
});

afterAll(async () => {
  if (system) {
    for (const id of ['en', 'zh-TW']) await update(system, { id, ...DEFAULT_TEXTS[id], logo: null, logoSmall: null, favicon: null, loginBackground: null });
  }
  await t.close();
});

const DEFAULT_TEXTS: Record<string, { productName: string; accountName: string; copyright: string }> = {
  en: { productName: 'Rampart', accountName: 'Application security console', copyright: 'Copyright © Rampart. All rights reserved.' },
  'zh-TW': { productName: 'Rampart', accountName: '應用程式安全主控台', copyright: 'Copyright © Rampart. 版權所有。' },
};

const find = async (lang: string, options: { token?: string; lang?: string } = {}) => (await rest.get(`/api/interfaceCustomization/find/${lang}`, options)).json();
const update = async (token: string | undefined, body: unknown, lang = 'en') => (await rest.post('/api/interfaceCustomization/update', body, { token, lang })).json();

async function uploadImage(token: string | undefined, field: string, name: string, bytes: Buffer, lang = 'en') {
  const { payload, contentType } = multipart(name, bytes);
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: `/api/interfaceCustomization/image?field=${field}`,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType, lang },
  });
  return res.json() as { code: string; msg: string; data: { url: string; width: number; height: number; type: string } | null };
}

async function uploadOk(field: string, bytes: Buffer): Promise<string> {
  const answer = await uploadImage(system, field, 'image.png', bytes);
  if (answer.code !== '200') throw new Error(`upload: ${answer.code} ${answer.msg}`);
  return answer.data!.url;
}

describe('appearance customization over REST', () => {
  it('answers the defaults of each language without a token', async () => {
    const en = await find('en');
    expect(en).toMatchObject({
      code: '200',
      data: {
        id: 'en',
        lang: 'en',
        platform: 'en',
        currentLang: 'en',
        updateTime: null,
        productName: 'Rampart',
        accountName: 'Application security console',
        logo: null,
        logoSmall: null,
        favicon: null,
        loginBackground: null,
      },
    });
    expect(en.data.versionVO.version).toMatch(/^\d+\.\d+\.\d+/);
    const zh = await find('zh-TW', { lang: 'zh-TW' });
    expect(zh.data).toMatchObject({ id: 'zh-TW', lang: 'zh-TW', currentLang: 'zh-TW', productName: 'Rampart', accountName: '應用程式安全主控台' });
    // The language code is matched case-insensitively; anything else is not found.
    expect((await find('zh-tw')).data.id).toBe('zh-TW');
    expect(await find('fr')).toMatchObject({ code: '404' });
  });

  it('changes one language, keeps the other and logs the change', async () => {
    const logo = await uploadOk('logo', pngOf(120, 40));
    const background = await uploadOk('loginBackground', TINY_JPEG);
    const answer = await update(system, { id: 'en', productName: '  Acme Shield ', copyright: '© Acme', logo, loginBackground: background });
    expect(answer).toMatchObject({
      code: '200',
      data: { id: 'en', productName: 'Acme Shield', copyright: '© Acme', logo, loginBackground: background, accountName: 'Application security console' },
    });
    expect(answer.data.updateTime).not.toBeNull();

    const en = await find('en');
    expect(en.data).toMatchObject({ productName: 'Acme Shield', logo, loginBackground: background });
    expect((await find('zh-TW')).data).toMatchObject({ productName: 'Rampart', logo: null, loginBackground: null, updateTime: null });

    // The images are served by their public URL, without a token, and never change.
    const image = await t.runtime.app.server.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(pngOf(120, 40))).toBe(true);
    expect((await t.runtime.app.server.inject({ method: 'GET', url: background })).headers['content-type']).toBe('image/jpeg');
    expect((await t.runtime.app.server.inject({ method: 'GET', url: '/api/interfaceCustomization/image/..%2F..%2Fpackage.json' })).statusCode).toBe(404);

    // A removed image goes back to the built-in look.
    expect((await update(system, { id: 'en', logo: null })).data).toMatchObject({ logo: null, loginBackground: background, productName: 'Acme Shield' });

    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'reason'])
      .where('accountId', '=', systemAccountId)
      .where('activityType', '=', 'appearance.update')
      .where('target', '=', 'appearance:en')
      .execute();
    expect(logs.map((l) => l.reason)).toEqual(expect.arrayContaining(['productName, copyright, logo, loginBackground', 'logo']));
  });

  it('refuses the five read-only fields and unknown fields, changing nothing', async () => {
    const before = (await find('zh-TW')).data;
    for (const field of ['platform', 'updateTime', 'currentLang', 'lang', 'versionVO']) {
      const answer = await update(system, { id: 'zh-TW', productName: 'Changed', [field]: field === 'versionVO' ? { version: '9' } : 'en' });
      expect(answer).toMatchObject({ code: '400', msg: `${field} is not accepted when updating the appearance`, data: null });
    }
    expect(await update(system, { ...before, productName: 'Changed' })).toMatchObject({ code: '400' });
    expect(await update(system, { id: 'zh-TW', productName: 'Changed', colour: 'red' }, 'zh-TW')).toMatchObject({ code: '400', msg: '更新介面設定時不接受 colour 欄位' });
    expect((await find('zh-TW')).data).toEqual(before);
  });

  it('refuses bad values with clear messages', async () => {
    expect(await update(system, { id: 'en', productName: '   ' })).toMatchObject({ code: '400', msg: 'Product name cannot be empty' });
    expect(await update(system, { id: 'en', productName: 'x'.repeat(51) })).toMatchObject({ code: '400', msg: 'Product name may have up to 50 characters on one line' });
    expect(await update(system, { id: 'en', logo: '/api/interfaceCustomization/image/../../etc/passwd' })).toMatchObject({
      code: '400',
      msg: 'Logo: the image was not uploaded; upload it again',
    });
    expect(await update(system, { id: 'en', logo: `/api/interfaceCustomization/image/${'a'.repeat(64)}.png` })).toMatchObject({ code: '400' });
    expect(await update(system, { id: 'de', productName: 'x' })).toMatchObject({ code: '404' });
    expect(await update(system, { productName: 'x' })).toMatchObject({ code: '400', msg: 'id cannot be empty' });
  });

  it('takes png and jpeg by content only', async () => {
    // Text named .png, an svg and a gif are not taken; neither is a damaged png.
    expect(await uploadImage(system, 'logo', 'logo.png', Buffer.from('this is plain text, not an image\n'))).toMatchObject({
      code: '400',
      msg: 'Please select [png/jpg/jpeg] file',
    });
    expect(await uploadImage(system, 'favicon', 'icon.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatchObject({ code: '400' });
    expect(await uploadImage(system, 'favicon', 'icon.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toMatchObject({ code: '400' });
    const damaged = pngOf(10, 10);
    damaged[45] ^= 0xff;
    expect(await uploadImage(system, 'logo', 'logo.png', damaged, 'zh-TW')).toMatchObject({ code: '400', msg: '圖片已損毀，無法讀取' });
    // A jpeg named .png is still a jpeg.
    expect(await uploadImage(system, 'logoSmall', 'small.png', TINY_JPEG)).toMatchObject({ code: '200', data: { type: 'jpeg', width: 1, height: 1 } });
    // Dimensions, size and the image field are checked too.
    expect(await uploadImage(system, 'logo', 'huge.png', pngOf(9000, 1))).toMatchObject({ code: '400', msg: 'The image may be at most 8192 × 8192 pixels' });
    const big = Buffer.concat([pngOf(1, 1), Buffer.alloc(1024 * 1024)]);
    expect(await uploadImage(system, 'favicon', 'big.png', big)).toMatchObject({ code: '413', msg: 'Only allow uploading files not exceeding 1MB.' });
    expect(await uploadImage(system, 'banner', 'logo.png', pngOf(2, 2))).toMatchObject({ code: '400' });
  });

  it('lets only the system account holders of system_appearance change it', async () => {
    const body = { id: 'zh-TW', productName: 'Not allowed' };
    expect(await update(undefined, body)).toMatchObject({ code: '401' });
    expect(await uploadImage(undefined, 'logo', 'logo.png', pngOf(2, 2))).toMatchObject({ code: '401' });
    for (const token of [systemNoCode, customer, customerWithCode, user]) {
      expect(await update(token, body)).toMatchObject({ code: '403' });
      expect(await uploadImage(token, 'logo', 'logo.png', pngOf(2, 2))).toMatchObject({ code: '403' });
    }
    expect((await find('zh-TW')).data.productName).toBe('Rampart');

    expect(await update(systemWithCode, { id: 'zh-TW', productName: '盾牌' })).toMatchObject({ code: '200', data: { productName: '盾牌' } });
    expect((await find('zh-TW')).data.productName).toBe('盾牌');
  });

  it('serves the same setting through GraphQL, public to read and guarded to change', async () => {
    const QUERY = `query($lang: String!) { appearance(lang: $lang) { id productName accountName copyright logo favicon loginBackground } }`;
    const MUTATION = `mutation($i: AppearanceInput!) { updateAppearance(input: $i) {
      ... on MutationUpdateAppearanceSuccess { data { id productName copyright } }
      ... on AppError { code message } } }`;
    const read = await t.runtime.app.server.inject({ method: 'POST', url: '/graphql', payload: { query: QUERY, variables: { lang: 'en' } } });
    expect(read.json().data.appearance).toMatchObject({ id: 'en', productName: (await find('en')).data.productName });

    const input = { id: 'en', productName: 'Via GraphQL', accountName: 'Acme', copyright: '© Acme', logo: null, logoSmall: null, favicon: null, loginBackground: null };
    const refused = await gqlAs(t, customer, MUTATION, { i: input });
    expect(JSON.stringify(refused)).not.toContain('Via GraphQL');
    expect((await find('en')).data.productName).not.toBe('Via GraphQL');
    const changed = await gqlAs(t, system, MUTATION, { i: input });
    expect(changed.data?.updateAppearance.data).toMatchObject({ id: 'en', productName: 'Via GraphQL', copyright: '© Acme' });
    expect((await find('en')).data).toMatchObject({ productName: 'Via GraphQL', loginBackground: null });
  });
});
