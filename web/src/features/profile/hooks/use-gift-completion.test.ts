import { describe, expect, it } from 'vitest';
import { giftCheckoutUrl, giftErrorDescription } from './use-gift-completion';

const callableError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

describe('giftErrorDescription', () => {
  it("shows the function's own pt-BR message, without the SDK's status suffix", () => {
    expect(
      giftErrorDescription(
        callableError(
          'failed-precondition',
          'Seu acesso expirou ou sua assinatura foi cancelada. [400]',
        ),
        'fallback',
      ),
    ).toBe('Seu acesso expirou ou sua assinatura foi cancelada.');
  });

  it("falls back when the message is the SDK's (no answer, server crash) or not a callable's", () => {
    expect(giftErrorDescription(callableError('internal', 'internal [0]'), 'fallback')).toBe(
      'fallback',
    );
    expect(giftErrorDescription(callableError('unavailable', 'unavailable'), 'fallback')).toBe(
      'fallback',
    );
    expect(giftErrorDescription(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('giftCheckoutUrl', () => {
  it('is the fundador checkout, prefilled', () => {
    const url = new URL(giftCheckoutUrl({ name: 'Gabi', email: 'g@x.test', phone: '' }));
    expect(url.pathname).toBe('/escola-estrategica/fundador');
    expect(url.searchParams.get('name')).toBe('Gabi');
    expect(url.searchParams.get('email')).toBe('g@x.test');
  });
});
