import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bySegment } from './index';

const said = (text: string) => () => HttpResponse.text(text);
const answer = async (handlers: Parameters<typeof getResponse>[0], url: string, method = 'GET') => (await getResponse(handlers, new Request(url, { method })))?.text();

describe('the mock handlers grouped by their first segment under /api/', () => {
  const handlers = bySegment([
    http.get('*/api/things/my', said('my thing')),
    http.get('*/api/things/:id', said('a thing')),
    http.post('*/api/things', said('made')),
    http.get('*/api/others', said('others')),
  ]);

  it('hands a request to its segment’s handlers in their order', async () => {
    expect(handlers).toHaveLength(1);
    await expect(answer(handlers, 'http://127.0.0.1/api/things/my')).resolves.toBe('my thing');
    await expect(answer(handlers, 'http://127.0.0.1/api/things/7')).resolves.toBe('a thing');
    await expect(answer(handlers, 'http://127.0.0.1/api/things', 'POST')).resolves.toBe('made');
    await expect(answer(handlers, 'http://127.0.0.1/api/others?page=2')).resolves.toBe('others');
  });

  it('leaves a request no handler of its segment answers, and an unknown segment, unanswered', async () => {
    await expect(answer(handlers, 'http://127.0.0.1/api/things', 'DELETE')).resolves.toBeUndefined();
    await expect(answer(handlers, 'http://127.0.0.1/api/nothing/1')).resolves.toBeUndefined();
  });

  it('lets a scenario put in front answer first', async () => {
    await expect(answer([http.get('*/api/things/:id', said('scenario')), ...handlers], 'http://127.0.0.1/api/things/7')).resolves.toBe('scenario');
  });

  it('refuses a handler whose path is not under /api/<segment>/, naming it', () => {
    expect(() => bySegment([http.get('*/health', said('ok'))])).toThrow('A mock handler’s path must start with */api/<segment>/: */health');
    expect(() => bySegment([http.get('*/api/:area/logs', said('logs'))])).toThrow('*/api/:area/logs');
  });
});
