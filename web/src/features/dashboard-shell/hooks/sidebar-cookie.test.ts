import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('is open on a first visit and when the cookie says true', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('other=1; sidebar_state=true')).toBe(true);
  });

  it('stays collapsed when the cookie says false, among other cookies', () => {
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
  });

  it('ignores cookies whose name only contains the sidebar name', () => {
    expect(readSidebarOpen('old_sidebar_state=false')).toBe(true);
  });

  it('writes a 7-day, site-wide cookie that reads back the same state', () => {
    const collapsed = sidebarCookie(false);
    expect(collapsed).toContain('sidebar_state=false');
    expect(collapsed).toContain('path=/');
    expect(collapsed).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(readSidebarOpen(collapsed.split(';')[0]!)).toBe(false);
    expect(readSidebarOpen(sidebarCookie(true).split(';')[0]!)).toBe(true);
  });

  it('round-trips through a real document.cookie', () => {
    document.cookie = sidebarCookie(false);
    expect(readSidebarOpen(document.cookie)).toBe(false);
    document.cookie = sidebarCookie(true);
    expect(readSidebarOpen(document.cookie)).toBe(true);
  });
});
