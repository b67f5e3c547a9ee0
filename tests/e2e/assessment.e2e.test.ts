import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDINGS, OPPOSITE_FINDINGS } from '../../server/src/engines/rules/findings-catalogue';
import { scanFile } from '../../server/src/engines/scan';
import { readFixtureManifest, fixturePath } from '../../server/src/engines/test-fixtures';
import { message } from '../../server/src/i18n/messages';
import { checkApplies } from '../../server/src/modules/report-templates/default-templates';
import { remediationKey } from '../../server/src/modules/report-templates/remediation';
import { TEST_IDS, reportFormatTestId, templateCheckGroupTestId, templateCheckTestId } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { ADMIN_PASSWORD, startTestServer, uniqueName, type TestServer } from '../helpers/server';
import type { SeededUser } from '../helpers/seed';
import { launchBrowser } from './browser';
import { screenshot as pageScreenshot } from './ui';

/** Every package fixture the assessment accepts, as MANIFEST.tsv lists them. */
const PACKAGES = readFixtureManifest().filter((row) => ['apk', 'aab', 'ipa'].includes(row.kind));
/** The check the Chinese template leaves out. */
const LEFT_OUT = 'android.manifest.debuggable';
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/** Report templates made through the form; the first Android package reports in Chinese. */
const ZH_FILE = PACKAGES.find((row) => row.kind !== 'ipa')?.file;
const TEMPLATES = {
  androidZh: { platform: 'android', name: `安全報告 ${uniqueName('zh')}`, lang: 'zh-TW' },
  androidEn: { platform: 'android', name: uniqueName('Android report'), lang: 'en' },
  iosEn: { platform: 'ios', name: uniqueName('iOS report'), lang: 'en' },
} as const;

let server: TestServer;
let browser: Browser;
let analyst: SeededUser;
let page: Page;
let downloads: string;

beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  analyst = await server.seed.user({ codes: ['dashboard', 'assessment_list', 'assessment_add', 'apk_analysis', 'ipa_analysis', 'report_template'] });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US', timezoneId: 'Asia/Taipei', acceptDownloads: true });
  await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'en'));
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-reports-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
});

const screenshot = (name: string): Promise<void> => pageScreenshot(page, name);

async function open(pathname: string, title: string): Promise<void> {
  await page.goto(`${server.url}${pathname}`);
  await page.getByTestId(TEST_IDS.pageTitle).filter({ hasText: title }).waitFor();
}

/** Creates a report template through the add form, keeping every detection type. */
async function createTemplate(template: (typeof TEMPLATES)[keyof typeof TEMPLATES]): Promise<void> {
  const title = template.platform === 'ios' ? en.routes.templateIosAdd : en.routes.templateAndroidAdd;
  await open(`/analysis-template/${template.platform}/add`, title);
  const form = page.getByTestId(TEST_IDS.templateForm);
  // The tree arrives from the server; its first group starts fully checked.
  await form.locator('[data-testid^="template-check-group-"][data-state="checked"]').first().waitFor();
  await page.getByTestId(TEST_IDS.templateName).fill(template.name);
  await page.getByTestId(TEST_IDS.templateLang).selectOption(template.lang);
  if (template.lang === 'zh-TW') {
    // Leaving one check out makes its group's box indeterminate.
    await page.getByTestId(templateCheckTestId(LEFT_OUT)).click();
    await page.locator(`[data-testid="${templateCheckGroupTestId('android')}"][data-state="indeterminate"]`).waitFor();
    await screenshot('assessment-template-form');
  }
  await page.getByTestId(TEST_IDS.templateSave).click();
  await page.getByTestId(TEST_IDS.templateRow).filter({ hasText: template.name }).waitFor();
}

/** Uploads a fixture through the submit dialog; answers the percents the dialog showed. */
async function submitPackage(file: string, templateName: string): Promise<number[]> {
  await page.getByTestId(TEST_IDS.assessmentSubmit).click();
  const dialog = page.getByTestId(TEST_IDS.assessmentSubmitDialog);
  await dialog.waitFor();
  await page.getByTestId(TEST_IDS.assessmentFileInput).setInputFiles(fixturePath(file));
  await page.getByTestId(TEST_IDS.assessmentTemplateSelect).selectOption({ label: templateName });
  // Record every percent the progress shows: a small file on a fast link passes quickly.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { percents: number[] }).percents = seen;
    const record = () => {
      const bar = document.querySelector('[data-testid="assessment-upload-progress"]');
      const percent = bar?.getAttribute('data-percent');
      if (percent !== null && percent !== undefined) seen.push(Number(percent));
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-percent', 'data-phase'] });
  });
  await page.getByTestId(TEST_IDS.formSubmit).click();
  await dialog.waitFor({ state: 'detached', timeout: 90_000 });
  return page.evaluate(() => (window as unknown as { percents: number[] }).percents);
}

/** Records, per job row, each status the page shows, in order, for as long as the page stays. */
async function recordStatuses(): Promise<void> {
  await page.evaluate(() => {
    const statuses: Record<string, string[]> = {};
    (window as unknown as { statuses: Record<string, string[]> }).statuses = statuses;
    const record = () => {
      for (const row of document.querySelectorAll('[data-testid="assessment-row"]')) {
        const id = row.getAttribute('data-job-id') ?? '';
        const status = row.querySelector('[data-testid="assessment-status"]')?.getAttribute('data-status');
        const list = (statuses[id] ??= []);
        if (status && list.at(-1) !== status) list.push(status);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  });
}

async function download(format: string): Promise<string> {
  await page.getByTestId(TEST_IDS.assessmentReportMenu).click();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(reportFormatTestId(format)).click()]);
  const target = path.join(downloads, `${uniqueName('r')}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return target;
}

describe.skipIf(PACKAGES.length === 0)('assessment in the browser', () => {
  for (const lang of ['en', 'zh-TW'] as const) {
    it(`lets the first admin of a new install assess an APK at once, with no template made by hand (${lang})`, { timeout: 300_000 }, async () => {
      const catalog = lang === 'en' ? en : zhTW;
      const apk = PACKAGES.filter((row) => row.kind === 'apk').sort((a, b) => fs.statSync(fixturePath(a.file)).size - fs.statSync(fixturePath(b.file)).size)[0];
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: lang === 'en' ? 'en-US' : 'zh-TW', timezoneId: 'Asia/Taipei' });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const admin = await context.newPage();
      admin.setDefaultTimeout(30_000);
      await admin.goto(`${server.url}/sign-in`);
      await admin.getByTestId(TEST_IDS.signInUsername).fill('admin');
      await admin.getByTestId(TEST_IDS.signInPassword).fill(ADMIN_PASSWORD);
      await admin.getByTestId(TEST_IDS.signInSubmit).click();
      // The first dashboard of the admin's products that exists.
      await admin.waitForURL('**/hardening/dashboard');
      await admin.getByTestId(TEST_IDS.pageTitle).filter({ hasText: catalog.routes.hardeningDashboard }).waitFor();

      await admin.goto(`${server.url}/security-analysis/android/list`);
      await admin.getByTestId(TEST_IDS.pageTitle).filter({ hasText: catalog.routes.assessmentAndroidList }).waitFor();
      await admin.getByTestId(TEST_IDS.assessmentSubmit).click();
      const dialog = admin.getByTestId(TEST_IDS.assessmentSubmitDialog);
      await admin.getByTestId(TEST_IDS.assessmentFileInput).setInputFiles(fixturePath(apk.file));
      // The system account's default template, in the console's default language.
      await expect.poll(() => admin.getByTestId(TEST_IDS.assessmentTemplateSelect).locator('option:checked').textContent()).toBe('Standard Android report');
      expect(await admin.getByTestId(TEST_IDS.assessmentNoTemplate).count()).toBe(0);
      // The other language's run may have assessed the same package: wait for this job's row.
      const rows = admin.getByTestId(TEST_IDS.assessmentRow).and(admin.locator(`[data-file-name="${apk.file}"]`));
      const before = await rows.count();
      await admin.getByTestId(TEST_IDS.formSubmit).click();
      await dialog.waitFor({ state: 'detached', timeout: 90_000 });
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(before + 1);
      const status = rows.first().getByTestId(TEST_IDS.assessmentStatus);
      await status.and(admin.locator('[data-status="finished"], [data-status="failed"]')).waitFor({ timeout: 240_000 });
      expect(await status.getAttribute('data-status')).toBe('finished');

      // The list fits 1440 px: no sideways scrolling, the row's status, score and actions in view.
      const table = admin.getByTestId(TEST_IDS.assessmentTable);
      const fit = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth }));
      expect(fit.scroll).toBeLessThanOrEqual(fit.client + 1);
      const row = admin
        .getByTestId(TEST_IDS.assessmentRow)
        .and(admin.locator(`[data-file-name="${apk.file}"]`))
        .first();
      for (const part of [status, row.getByTestId(TEST_IDS.assessmentPreview), row.getByTestId(TEST_IDS.assessmentRowScore)]) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(1440);
      }
      expect(Number(await row.getByTestId(TEST_IDS.assessmentRowScore).textContent())).toBeGreaterThanOrEqual(0);

      // The preview tells what was found, in the user's language (the report itself is in the
      // template's): a risk opens, from the keyboard, onto its description, evidence and remediation.
      await admin
        .getByTestId(TEST_IDS.assessmentRow)
        .and(admin.locator(`[data-file-name="${apk.file}"]`))
        .first()
        .getByTestId(TEST_IDS.assessmentPreview)
        .click();
      await admin.getByTestId(TEST_IDS.pageTitle).filter({ hasText: catalog.routes.assessmentAndroidPreview }).waitFor();
      const items = admin.getByTestId(TEST_IDS.assessmentPreviewItems);
      const risk = items.locator('tr[data-result="risk"]').first();
      await risk.waitFor();
      const checkId = (await risk.getAttribute('data-check-id'))!;
      const check = FINDINGS.get(checkId)!;
      const found = scanFile(fixturePath(apk.file)).findings.find((f) => f.id === checkId)!;
      expect(found, checkId).toBeDefined();
      const toggle = risk.getByTestId(TEST_IDS.rowExpand);
      await toggle.focus();
      await admin.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const details = items.getByTestId(TEST_IDS.rowDetails);
      await expect.poll(() => details.getByTestId(TEST_IDS.assessmentFindingDescription).textContent()).toContain(check[lang].description);
      const evidence = details.getByTestId(TEST_IDS.assessmentFindingEvidence);
      await expect.poll(() => evidence.textContent()).toContain(catalog.assessment.finding.evidence);
      await expect.poll(() => evidence.locator('li[data-file]').first().getAttribute('data-file')).toBe(found.evidence[0].file);
      expect(await evidence.locator('li[data-file]').first().isVisible()).toBe(true);
      const remediation = details.getByTestId(TEST_IDS.assessmentFindingRemediation);
      await expect.poll(() => remediation.textContent()).toBe(`${catalog.assessment.finding.remediation}${message(lang, remediationKey(check.masvs))}`);
      await pageScreenshot(admin, `assessment-preview-finding-${lang}`);
      await context.close();
    });
  }

  it('creates templates, assesses every fixture package and downloads its reports', { timeout: 600_000 }, async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByTestId(TEST_IDS.signInUsername).fill(analyst.username);
    await page.getByTestId(TEST_IDS.signInPassword).fill(analyst.password);
    await page.getByTestId(TEST_IDS.signInSubmit).click();
    await page.getByTestId(TEST_IDS.sidebar).waitFor();

    // A new account starts with a template per platform, preselected in the user's language,
    // and the dialog leads someone who may manage templates to them.
    await open('/security-analysis/ios/list', en.routes.assessmentIosList);
    await page.getByTestId(TEST_IDS.assessmentSubmit).click();
    const select = page.getByTestId(TEST_IDS.assessmentTemplateSelect);
    await expect.poll(() => select.locator('option:checked').textContent()).toBe('Standard iOS report');
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentTemplatesLink).getAttribute('href')).toBe('/analysis-template/ios/list');
    await page.keyboard.press('Escape');
    await page.getByTestId(TEST_IDS.assessmentSubmitDialog).waitFor({ state: 'detached' });

    // Without an iOS template, a user who may create one is told to, not to ask an administrator.
    await server.runtime.deps.db.deleteFrom('reportTemplates').where('accountId', '=', analyst.accountId).where('platform', '=', 'ios').execute();
    await page.getByTestId(TEST_IDS.assessmentSubmit).click();
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentNoTemplate).textContent()).toBe(en.assessment.noTemplateManage);
    await page.getByTestId(TEST_IDS.assessmentTemplatesLink).waitFor();
    // The type is checked before anything is sent.
    await page.getByTestId(TEST_IDS.assessmentFileInput).setInputFiles(fixturePath(PACKAGES.find((p) => p.kind === 'apk')!.file));
    await expect.poll(() => page.getByTestId(TEST_IDS.formError).textContent()).toBe(en.assessment.upload.wrongType.replace('{{fileType}}', 'ipa'));
    await page.keyboard.press('Escape');
    await page.getByTestId(TEST_IDS.assessmentSubmitDialog).waitFor({ state: 'detached' });

    for (const template of Object.values(TEMPLATES)) await createTemplate(template);
    await open('/analysis-template/android/list', en.routes.templateAndroidList);
    await screenshot('assessment-templates');

    // The view page shows the saved template read-only.
    await page.getByTestId(TEST_IDS.templateRow).filter({ hasText: TEMPLATES.androidZh.name }).getByTestId(TEST_IDS.templateView).click();
    await page.getByTestId(TEST_IDS.pageTitle).filter({ hasText: en.routes.templateAndroidView }).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.templateName).inputValue()).toBe(TEMPLATES.androidZh.name);
    await expect.poll(() => page.getByTestId(TEST_IDS.templateName).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId(TEST_IDS.templateLang).inputValue()).toBe('zh-TW');
    await expect.poll(() => page.getByTestId(templateCheckTestId(LEFT_OUT)).getAttribute('data-state')).toBe('unchecked');
    await expect.poll(() => page.getByTestId(TEST_IDS.templateSave).count()).toBe(0);

    const templateOf = new Map<string, string>();
    for (const platform of ['android', 'ios'] as const) {
      // One visit of the list per platform: everything after it arrives without a reload.
      await open(`/security-analysis/${platform}/list`, platform === 'ios' ? en.routes.assessmentIosList : en.routes.assessmentAndroidList);
      await recordStatuses();
      const fixtures = PACKAGES.filter((p) => (p.kind === 'ipa') === (platform === 'ios'));
      for (const fixture of fixtures) {
        const template = platform === 'ios' ? TEMPLATES.iosEn : fixture.file === ZH_FILE ? TEMPLATES.androidZh : TEMPLATES.androidEn;
        templateOf.set(fixture.file, template.name);
        const percents = await submitPackage(fixture.file, template.name);
        expect(percents.length, fixture.file).toBeGreaterThan(0);
        expect(Math.max(...percents), fixture.file).toBeLessThanOrEqual(100);
        await page
          .getByTestId(TEST_IDS.assessmentRow)
          .and(page.locator(`[data-file-name="${fixture.file}"]`))
          .waitFor();
      }
      // Jobs reach `finished` on the same page: the subscription updates their rows.
      for (const fixture of fixtures) {
        const row = page.getByTestId(TEST_IDS.assessmentRow).and(page.locator(`[data-file-name="${fixture.file}"]`));
        // A scan may take minutes on a busy machine: wait for an end state, then judge it.
        const status = row.getByTestId(TEST_IDS.assessmentStatus);
        await status.and(page.locator('[data-status="finished"], [data-status="failed"]')).waitFor({ timeout: 300_000 });
        expect(await status.getAttribute('data-status'), fixture.file).toBe('finished');
        // The template is among the row's secondary facts, folded under it.
        await row.getByTestId(TEST_IDS.rowExpand).click();
        await expect.poll(() => row.locator('xpath=following-sibling::tr[1]').textContent()).toContain(templateOf.get(fixture.file));
        await row.getByTestId(TEST_IDS.rowExpand).click();
      }
      const seen = await page.evaluate(() => (window as unknown as { statuses: Record<string, string[]> }).statuses);
      const movedLive = Object.values(seen).filter((statuses) => statuses.length > 1 && statuses.at(-1) === 'finished');
      expect(movedLive.length, JSON.stringify(seen)).toBeGreaterThan(0);
      await screenshot(`assessment-${platform}-list`);
    }

    // The Chinese-template package: preview, then every report format through the menu.
    const zhPackage = PACKAGES.find((p) => p.file === ZH_FILE)!;
    await open('/security-analysis/android/list', en.routes.assessmentAndroidList);
    await page
      .getByTestId(TEST_IDS.assessmentRow)
      .and(page.locator(`[data-file-name="${zhPackage.file}"]`))
      .getByTestId(TEST_IDS.assessmentPreview)
      .click();
    await page.getByTestId(TEST_IDS.assessmentPreviewPage).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentPreviewPackage).textContent()).toBe(zhPackage.package);
    expect(['success', 'risk']).toContain(await page.getByTestId(TEST_IDS.assessmentPreviewResult).getAttribute('data-result'));
    // The items follow the job's template: the check it left out is not listed.
    const items = page.getByTestId(TEST_IDS.assessmentPreviewItems);
    await items.locator('[data-result]').first().waitFor();
    await expect.poll(() => page.getByText(TEMPLATES.androidZh.name).count()).toBe(1);
    await expect.poll(() => items.locator(`[data-check-id="${LEFT_OUT}"]`).count()).toBe(0);
    await screenshot('assessment-preview');

    const html = fs.readFileSync(await download('html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(CJK);

    const pdf = await download('pdf');
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const prefix = path.join(downloads, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '2', pdf, prefix]);
    const pngs = fs.readdirSync(downloads).filter((name) => name.startsWith('page') && name.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(1);
    expect(fs.statSync(path.join(downloads, pngs[0])).size).toBeGreaterThan(1000);

    const json = JSON.parse(fs.readFileSync(await download('json'), 'utf8')) as { packageName: string };
    expect(json.packageName).toBe(zhPackage.package);

    const sarif = JSON.parse(fs.readFileSync(await download('sarif'), 'utf8')) as { version: string };
    expect(sarif.version).toBe('2.1.0');

    // A package of the English template reports without Chinese text.
    const enPackage = PACKAGES.find((p) => p.file !== ZH_FILE && p.kind !== 'ipa')!;
    await open(`/security-analysis/android/preview?id=${await jobIdOf(enPackage.file)}`, en.routes.assessmentAndroidPreview);
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentPreviewPackage).textContent()).toBe(enPackage.package);
    await page.getByTestId(TEST_IDS.assessmentPreviewItems).locator(`[data-check-id="${LEFT_OUT}"]`).waitFor();

    const enHtml = fs.readFileSync(await download('html'), 'utf8');
    expect(enHtml).toMatch(/^<!doctype html>/i);
    expect(enHtml).not.toMatch(CJK);
    const enJson = JSON.parse(fs.readFileSync(await download('json'), 'utf8')) as { packageName: string };
    expect(enJson.packageName).toBe(enPackage.package);

    // An APK's preview says which Android releases accept its signature, range by range from its minimum SDK.
    const apk = PACKAGES.find((p) => p.kind === 'apk')!;
    const platforms = scanFile(fixturePath(apk.file)).signature.platforms ?? [];
    expect(platforms.length).toBeGreaterThan(0);
    await open(`/security-analysis/android/preview?id=${await jobIdOf(apk.file)}`, en.routes.assessmentAndroidPreview);
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentSignaturePlatforms).locator('[data-verified]').count()).toBe(platforms.length);
    const verified = platforms.filter((p) => p.verified).length;
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentSignaturePlatforms).locator('[data-verified="true"]').count()).toBe(verified);

    // A protection found reads as one, not as "safe"; the opposite answer of its test is not listed.
    const android = PACKAGES.filter((p) => p.kind !== 'ipa').map((p) => ({ file: p.file, findings: scanFile(fixturePath(p.file)).findings }));
    const guarded = android.flatMap((p) => p.findings.filter((f) => f.level === 'secure' && OPPOSITE_FINDINGS.has(f.id)).map((f) => ({ file: p.file, id: f.id })))[0];
    expect(guarded, 'a fixture package with a protection found').toBeDefined();
    await open(`/security-analysis/android/preview?id=${await jobIdOf(guarded.file)}`, en.routes.assessmentAndroidPreview);
    const protection = items.locator(`tr[data-check-id="${guarded.id}"]`);
    await expect.poll(() => protection.getAttribute('data-result')).toBe('protected');
    await expect.poll(() => protection.textContent()).toContain(en.assessment.item.protected);
    expect(await items.locator(`[data-check-id="${OPPOSITE_FINDINGS.get(guarded.id)}"]`).count()).toBe(0);
    await screenshot('assessment-preview-protection');

    // The iOS preview lists only checks that apply to iOS.
    const ipa = PACKAGES.find((p) => p.kind === 'ipa')!;
    await open(`/security-analysis/ios/preview?id=${await jobIdOf(ipa.file, 'ios')}`, en.routes.assessmentIosPreview);
    await items.locator('tr[data-check-id]').first().waitFor();
    const listed = await items.locator('tr[data-check-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-check-id') ?? ''));
    expect(listed.filter((id) => !checkApplies(id, 'ios'))).toEqual([]);
    expect(listed).not.toContain('anti_analysis.obfuscation');

    await open('/assessment/dashboard', en.routes.assessmentDashboard);
    await expect.poll(() => page.getByTestId(`${TEST_IDS.assessmentDashboardCount}-finished`).textContent()).toContain(String(PACKAGES.length));
    await screenshot('assessment-dashboard');

    // The list filters on the server: part of a file name finds its one job.
    await open('/security-analysis/android/list', en.routes.assessmentAndroidList);
    await page.getByTestId(TEST_IDS.assessmentSearch).fill(enPackage.file.slice(2, -6));
    await page.getByTestId(TEST_IDS.assessmentFilterApply).click();
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentRow).count()).toBe(1);
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentRow).getAttribute('data-file-name')).toBe(enPackage.file);

    // Permanent delete after confirmation.
    const doomed = page.getByTestId(TEST_IDS.assessmentRow).and(page.locator(`[data-file-name="${enPackage.file}"]`));
    await doomed.getByTestId(TEST_IDS.assessmentDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await doomed.waitFor({ state: 'detached' });

    // A template is deleted permanently after confirmation; its jobs stay.
    await open('/analysis-template/android/list', en.routes.templateAndroidList);
    await page.getByTestId(`${TEST_IDS.templatePlatformTab}-ios`).click();
    await page.getByTestId(TEST_IDS.pageTitle).filter({ hasText: en.routes.templateIosList }).waitFor();
    const iosTemplate = page.getByTestId(TEST_IDS.templateRow).filter({ hasText: TEMPLATES.iosEn.name });
    await iosTemplate.getByTestId(TEST_IDS.templateDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await iosTemplate.waitFor({ state: 'detached' });
    await open('/security-analysis/ios/list', en.routes.assessmentIosList);
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentRow).count()).toBe(PACKAGES.filter((p) => p.kind === 'ipa').length);

    // The same screens in Traditional Chinese.
    await page.evaluate(() => localStorage.setItem('lang', 'zh-TW'));
    await open('/security-analysis/android/list', zhTW.routes.assessmentAndroidList);
    await expect.poll(() => page.getByTestId(TEST_IDS.assessmentSubmit).textContent()).toBe(zhTW.assessment.submit);
    await page.getByTestId(TEST_IDS.assessmentStatus).filter({ hasText: zhTW.assessment.status.finished }).first().waitFor();
    await screenshot('assessment-android-list-zh-TW');
  });
});

/** The job id of a listed package, read from its row. */
async function jobIdOf(file: string, platform: 'android' | 'ios' = 'android'): Promise<string> {
  await open(`/security-analysis/${platform}/list`, platform === 'ios' ? en.routes.assessmentIosList : en.routes.assessmentAndroidList);
  const id = await page
    .getByTestId(TEST_IDS.assessmentRow)
    .and(page.locator(`[data-file-name="${file}"]`))
    .getAttribute('data-job-id');
  if (!id) throw new Error(`no job for ${file}`);
  return id;
}
