import { describe, expect, it } from 'vitest';
import { commerce } from '@/config/commerce';
import {
  buildCheckoutUrl,
  CHECKOUT_PARAMS,
  splitBrazilianPhone,
  withCheckoutPrefill,
} from './checkout';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('buildCheckoutUrl', () => {
  it('starts from the configured checkout of each plan key', () => {
    expect(buildCheckoutUrl('fundador').startsWith(commerce.checkoutUrls.fundador)).toBe(true);
    expect(buildCheckoutUrl('mensal').startsWith(commerce.checkoutUrls.mensal)).toBe(true);
    expect(commerce.checkoutUrls.fundador).not.toBe(commerce.checkoutUrls.mensal);
  });

  it('prefills name, e-mail and the phone with prefix 55, area code and number split', () => {
    const url = buildCheckoutUrl('fundador', {
      name: '  Maria da Silva ',
      email: 'Maria@Exemplo.com.br',
      phone: '(11) 98765-4321',
    });
    expect(params(url)).toEqual({
      [CHECKOUT_PARAMS.name]: 'Maria da Silva',
      [CHECKOUT_PARAMS.email]: 'maria@exemplo.com.br',
      [CHECKOUT_PARAMS.phone]: '5511987654321',
      [CHECKOUT_PARAMS.phoneAreaCode]: '11',
      [CHECKOUT_PARAMS.phoneNumber]: '987654321',
    });
    expect(CHECKOUT_PARAMS).toEqual({
      name: 'name',
      email: 'email',
      phone: 'phone',
      phoneAreaCode: 'phone_area_code',
      phoneNumber: 'phone_number',
    });
  });

  it('encodes accents and spaces so the checkout reads them back intact', () => {
    const url = buildCheckoutUrl('mensal', { name: 'João Conceição', email: 'joao+1@ex.com' });
    expect(url).toContain('name=Jo%C3%A3o+Concei%C3%A7%C3%A3o');
    expect(params(url)).toEqual({ name: 'João Conceição', email: 'joao+1@ex.com' });
  });

  it('leaves out what is missing instead of sending blank fields', () => {
    expect(params(buildCheckoutUrl('fundador', { name: '', email: null }))).toEqual({});
    expect(params(buildCheckoutUrl('fundador', { phone: '123' }))).toEqual({});
  });

  it('keeps query parameters already present in the configured URL', () => {
    const url = withCheckoutPrefill('https://pay.example.com/c/abc?off=xyz&name=old', {
      name: 'Ana',
    });
    expect(params(url)).toEqual({ off: 'xyz', name: 'Ana' });
  });
});

describe('splitBrazilianPhone', () => {
  it('splits mobile (11 digits) and landline (10 digits) numbers', () => {
    expect(splitBrazilianPhone('11987654321')).toEqual({
      full: '5511987654321',
      areaCode: '11',
      number: '987654321',
    });
    expect(splitBrazilianPhone('(21) 3456-7890')).toEqual({
      full: '552134567890',
      areaCode: '21',
      number: '34567890',
    });
  });

  it('does not prefix 55 twice when the stored phone already has it', () => {
    expect(splitBrazilianPhone('+55 (31) 99876-5432')?.full).toBe('5531998765432');
  });

  it('rejects numbers that are too short or too long', () => {
    expect(splitBrazilianPhone('119876543')).toBeNull();
    expect(splitBrazilianPhone('119876543210')).toBeNull();
    expect(splitBrazilianPhone(undefined)).toBeNull();
  });
});
