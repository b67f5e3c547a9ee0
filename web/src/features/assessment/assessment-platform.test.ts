import { describe, expect, it } from 'vitest';
import { PLATFORMS, UPLOAD_LIMIT_BYTES, everyDay, uploadProblem } from './assessment-platform';

describe('assessment upload checks', () => {
  it('asks for a file first', () => {
    expect(uploadProblem(null, PLATFORMS.android)).toEqual({ key: 'noFile' });
  });

  it('takes only the platform’s package types, in any case', () => {
    expect(uploadProblem({ name: 'app.APK', size: 10 }, PLATFORMS.android)).toBeNull();
    expect(uploadProblem({ name: 'bundle.aab', size: 10 }, PLATFORMS.android)).toBeNull();
    expect(uploadProblem({ name: 'app.ipa', size: 10 }, PLATFORMS.android)).toEqual({ key: 'wrongType', fileType: 'apk/aab' });
    expect(uploadProblem({ name: 'app.apk', size: 10 }, PLATFORMS.ios)).toEqual({ key: 'wrongType', fileType: 'ipa' });
    expect(uploadProblem({ name: 'apk', size: 10 }, PLATFORMS.android)).toEqual({ key: 'wrongType', fileType: 'apk/aab' });
  });

  it('stops at 1.5 GB', () => {
    expect(uploadProblem({ name: 'app.ipa', size: UPLOAD_LIMIT_BYTES }, PLATFORMS.ios)).toBeNull();
    expect(uploadProblem({ name: 'app.ipa', size: UPLOAD_LIMIT_BYTES + 1 }, PLATFORMS.ios)).toEqual({ key: 'tooLarge' });
  });
});

describe('dashboard trend', () => {
  it('lists every day of the period, ending today, with the server’s counts where it has them', () => {
    const days = everyDay([{ day: '2024-03-01', submitted: 3, finished: 2, failed: 1 }], 3, new Date(2024, 2, 1, 15));
    expect(days).toEqual([
      { day: '2024-02-28', submitted: 0, finished: 0, failed: 0 },
      { day: '2024-02-29', submitted: 0, finished: 0, failed: 0 },
      { day: '2024-03-01', submitted: 3, finished: 2, failed: 1 },
    ]);
  });

  it('crosses month and year ends', () => {
    const days = everyDay([], 2, new Date(2025, 0, 1));
    expect(days.map((d) => d.day)).toEqual(['2024-12-31', '2025-01-01']);
  });
});
