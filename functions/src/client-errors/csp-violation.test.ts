import { describe, expect, it } from 'vitest';
import { cspLogEntry, cspViolations, CSP_VIOLATIONS_PER_REQUEST } from './csp-violation';

describe('cspViolations', () => {
  it('reads a report-uri report, keeping only the page path and the blocked origin', () => {
    expect(
      cspViolations({
        'csp-report': {
          'document-uri': 'https://escola.web.app/planos?email=maria%40example.com',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?token=abc',
          'source-file': 'https://escola.web.app/planos',
          'line-number': 12,
          disposition: 'enforce',
        },
      }),
    ).toEqual([
      {
        page: '/planos',
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        source: 'https://escola.web.app/planos:12',
        disposition: 'enforce',
      },
    ]);
  });

  it('reads a Reporting API batch, only its CSP reports, at most a few', () => {
    const report = {
      type: 'csp-violation',
      body: {
        documentURL: 'https://escola.web.app/',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
      },
    };
    expect(cspViolations([report, { type: 'deprecation', body: {} }])).toEqual([
      {
        page: '/',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: null,
        disposition: 'enforce',
      },
    ]);
    expect(cspViolations(Array(20).fill(report))).toHaveLength(CSP_VIOLATIONS_PER_REQUEST);
    expect(cspViolations('nada')).toEqual([]);
  });

  it('logs a violation as an error event of the web service', () => {
    const entry = cspLogEntry(
      {
        page: '/',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: null,
        disposition: 'enforce',
      },
      'Mozilla/5.0',
    );
    expect(entry.message).toBe('Content-Security-Policy: script-src-elem bloqueou inline');
    expect(entry.fields).toMatchObject({
      serviceContext: { service: 'web', version: 'csp' },
      context: { httpRequest: { url: '/', userAgent: 'Mozilla/5.0' } },
    });
  });
});
