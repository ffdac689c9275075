import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { postDirectVideo } from '../../../testing/streaming-videos';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { toWebVtt } from './captions.convert';

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nHello <i>there</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nSecond line\r\nwraps\r\n';

const t = useTestContext({}, { each: true });
let videoId: number;
beforeEach(async () => {
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
  videoId = await postDirectVideo(t, titleId);
});

const upload = (content: string, name: string, fields: Record<string, string> = { language: 'en', label: 'English' }) => {
  const form = new FormData();
  form.set('file', new File([content], name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return t.request(`/api/v1/videos/${videoId}/captions`, { method: 'POST', body: form });
};

describe('SRT to WebVTT', () => {
  it('converts timestamps and drops cue numbers', () => {
    expect(toWebVtt(SRT)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello <i>there</i>\n\n00:00:03.000 --> 00:00:04.000\nSecond line\nwraps\n',
    );
    expect(toWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n')).toContain('WEBVTT');
    expect(toWebVtt('just some text')).toBeNull();
    expect(toWebVtt('<html><script>x</script>')).toBeNull();
  });
});

describe('POST videos/{id}/captions', () => {
  it('stores several captions per video, served as text/vtt, and deletes them', async () => {
    const srt = await upload(SRT, 'subs.srt');
    expect(srt.status).toBe(201);
    const caption = (await srt.json()).caption;
    expect(caption).toMatchObject({ language: 'en', label: 'English' });
    const served = await t.request(caption.url);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toMatch(/^WEBVTT\n\n00:00:01\.000 --> 00:00:02\.500/);
    expect((await upload('WEBVTT\n\n00:01.000 --> 00:02.000\nOlá\n', 'pt.vtt', { language: 'pt-BR', label: 'Português' })).status).toBe(
      201,
    );

    const video = (await (await t.request(`/api/v1/videos/${videoId}`)).json()).video;
    expect(video.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'pt-BR']);

    expect((await t.request(`/api/v1/videos/${videoId}/captions/${caption.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.request(caption.url)).status).toBe(404);
    expect((await t.request(`/api/v1/videos/${videoId}/captions/${caption.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses other files, bad languages and users without videos.update', async () => {
    const bad = await upload('<html></html>', 'x.html');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.file).toBeDefined();
    expect((await (await upload(SRT, 'a.srt', { language: 'english!!', label: 'x' })).json()).errors.language).toBeDefined();
    await t.signIn((await createTestUser(t.db)).id);
    expect((await upload(SRT, 'a.srt')).status).toBe(403);
  });
});
