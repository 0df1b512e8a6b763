import { describe, expect, it } from 'vitest';
import { commerceDefaults, productionPlaceholders } from './commerce-defaults';

const realSettings = {
  VITE_CHECKOUT_URL_FUNDADOR: 'https://pay.hotmart.com/A123456789B?off=fundador',
  VITE_CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/C987654321D',
  VITE_SUPPORT_WHATSAPP: '5511987654321',
};

const names = (env: Record<string, string | undefined>, mode = 'production') =>
  productionPlaceholders(env, mode).map((setting) => setting.name);

describe('productionPlaceholders', () => {
  it('lists every sample default when nothing is set in production', () => {
    expect(names({})).toEqual([
      'VITE_CHECKOUT_URL_FUNDADOR',
      'VITE_CHECKOUT_URL_MENSAL',
      'VITE_SUPPORT_WHATSAPP',
    ]);
  });

  it('treats an empty variable as unset, like commerce.ts', () => {
    expect(names({ ...realSettings, VITE_SUPPORT_WHATSAPP: '' })).toEqual([
      'VITE_SUPPORT_WHATSAPP',
    ]);
  });

  it('refuses the sample values when they are set explicitly', () => {
    expect(
      names({
        ...realSettings,
        VITE_CHECKOUT_URL_MENSAL: commerceDefaults.VITE_CHECKOUT_URL_MENSAL,
        VITE_SUPPORT_WHATSAPP: commerceDefaults.VITE_SUPPORT_WHATSAPP,
      }),
    ).toEqual(['VITE_CHECKOUT_URL_MENSAL', 'VITE_SUPPORT_WHATSAPP']);
  });

  it('refuses any checkout on the reserved example domains, upsell included', () => {
    expect(
      names({
        ...realSettings,
        VITE_CHECKOUT_URL_FUNDADOR: 'https://EXAMPLE.com/pagar',
        VITE_UPSELL_CHECKOUT_URL: 'https://loja.example.org/upsell',
      }),
    ).toEqual(['VITE_CHECKOUT_URL_FUNDADOR', 'VITE_UPSELL_CHECKOUT_URL']);
    // Only the reserved names: a real domain that merely contains "example" is fine.
    expect(names({ ...realSettings, VITE_CHECKOUT_URL_MENSAL: 'https://myexample.com/x' })).toEqual(
      [],
    );
  });

  it('accepts real settings; an unset upsell URL falls back to the fundador checkout', () => {
    expect(productionPlaceholders(realSettings, 'production')).toEqual([]);
  });

  it('keeps the defaults outside production mode (development, emulator, test)', () => {
    for (const mode of ['development', 'emulator', 'test']) expect(names({}, mode)).toEqual([]);
  });

  it('names the variable, its value and what to do, in pt-BR', () => {
    const [fundador] = productionPlaceholders(
      { ...realSettings, VITE_CHECKOUT_URL_FUNDADOR: '' },
      'production',
    );
    expect(fundador).toEqual({
      name: 'VITE_CHECKOUT_URL_FUNDADOR',
      value: commerceDefaults.VITE_CHECKOUT_URL_FUNDADOR,
      message:
        'VITE_CHECKOUT_URL_FUNDADOR ainda é o exemplo ' +
        '(https://checkout.example.com/escola-estrategica/fundador). Defina a URL real do ' +
        'checkout do plano fundador em web/.env.production.local (ou no ambiente do build) ' +
        'antes do build de produção.',
    });
  });
});
