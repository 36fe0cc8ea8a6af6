import { type AnalyzeRequest, type AnalyzeResponse, API } from '@cwt/contracts';
import { apiRequest } from './client';

export const mediaApi = {
  /** Text to speech: a WAV blob. */
  generateAudio: (text: string) =>
    apiRequest<Blob>(API.audioGenerate, { method: 'POST', body: { text }, responseType: 'blob' }),
  /** Scores a post or comment for toxicity and files a report. */
  analyze: (body: AnalyzeRequest) =>
    apiRequest<AnalyzeResponse>(API.perspectiveAnalyze, { method: 'POST', body }),
};
