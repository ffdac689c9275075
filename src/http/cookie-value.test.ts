import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

describe('cookieValue', () => {
  it("reads a cookie's value as hono's parser does", () => {
    const headers = [
      `marquee_session=${TOKEN}`,
      `theme=dark; marquee_session=${TOKEN}; cookie_notice=1`,
      `theme=dark;marquee_session=${TOKEN}`,
      `  marquee_session  =  ${TOKEN}  ; a=b`,
      `marquee_session="${TOKEN}"`,
      // a longer name that ends with, or a value that contains, the name is not the cookie
      `old_marquee_session=x; a=marquee_session=y; marquee_session=${TOKEN}`,
      `marquee_sessions=x; marquee_session=${TOKEN}`,
      `marquee_session=first; marquee_session=second`,
      `marquee_session=`,
      `marquee_session`,
      `theme=dark`,
      '',
    ];
    for (const header of headers)
      expect(cookieValue(header, 'marquee_session'), header).toBe(parse(header, 'marquee_session').marquee_session);
  });
});
