import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from './commerce';
import { commerceDefaults } from './commerce-defaults';

describe('readCommerceSettings', () => {
  it('takes the defaults for unset and empty variables; the upsell falls back to fundador', () => {
    const settings = readCommerceSettings({ VITE_SUPPORT_EMAIL: '' });
    expect(settings.checkoutUrls.fundador).toBe(commerceDefaults.VITE_CHECKOUT_URL_FUNDADOR);
    expect(settings.upsellCheckoutUrl).toBe(commerceDefaults.VITE_CHECKOUT_URL_FUNDADOR);
    expect(settings.supportEmail).toBe(commerceDefaults.VITE_SUPPORT_EMAIL);
  });

  it('uses what is set', () => {
    const settings = readCommerceSettings({
      VITE_CHECKOUT_URL_MENSAL: 'https://pay.example.com/mensal',
      VITE_UPSELL_CHECKOUT_URL: 'https://pay.example.com/upsell',
      VITE_SUPPORT_WHATSAPP: '5511987654321',
    });
    expect(settings.checkoutUrls.mensal).toBe('https://pay.example.com/mensal');
    expect(settings.upsellCheckoutUrl).toBe('https://pay.example.com/upsell');
    expect(settings.supportWhatsApp).toBe('5511987654321');
  });

  it('refuses, by name, every setting that is not a web address, an e-mail or a WhatsApp number', () => {
    expect(() =>
      readCommerceSettings({
        VITE_CHECKOUT_URL_FUNDADOR: 'javascript:alert(1)',
        VITE_UPSELL_WIDGET_SCRIPT_URL: 'not a url',
        VITE_SUPPORT_EMAIL: 'suporte@',
        VITE_SUPPORT_WHATSAPP: '(11) 98765-4321',
      }),
    ).toThrow(
      'Configuração comercial inválida (.env): VITE_CHECKOUT_URL_FUNDADOR, ' +
        'VITE_UPSELL_WIDGET_SCRIPT_URL, VITE_SUPPORT_EMAIL, VITE_SUPPORT_WHATSAPP',
    );
  });
});
