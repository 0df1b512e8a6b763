// Tests only: the popups' Firestore side, replaced. A test file mocks each api module with these
// fakes and sets `partnerApi` per case:
//   vi.mock('../api/partner-survey', async () => (await import('../api/fake-partner-api')).fakePartnerSurvey);
import { vi } from 'vitest';
import { feedRead } from '@/testing/fake-reads';

export const partnerApi = {
  /** Whether the survey was answered; undefined: the read never answers. */
  hasSurvey: false as boolean | undefined,
  /** Counts the survey reads asked for (the popups' own component is loaded on demand). */
  surveyReads: 0,
  clearRemindAfter: vi.fn(async () => undefined),
  markContinued: vi.fn(async () => undefined),
  remindLater: vi.fn(async () => undefined),
  savePartnerSurvey: vi.fn(async () => undefined),
};

/** In place of ./partner-survey. */
export const fakePartnerSurvey = {
  partnerSurveyAnswered: () => {
    partnerApi.surveyReads += 1;
    return feedRead('survey', () =>
      partnerApi.hasSurvey === undefined ? {} : { data: partnerApi.hasSurvey },
    );
  },
  savePartnerSurvey: partnerApi.savePartnerSurvey,
};

/** In place of ./partner-prompt. */
export const fakePartnerPrompt = {
  clearRemindAfter: partnerApi.clearRemindAfter,
  markContinued: partnerApi.markContinued,
  remindLater: partnerApi.remindLater,
};
