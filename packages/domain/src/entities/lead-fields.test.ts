import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkLeadFields, LEAD_EMAIL_STRICT, leadMessages } from './lead-fields';

describe('lead fields without zod', () => {
  it("accepts exactly the e-mails zod's z.email() accepts", () => {
    const samples = [
      'ana@exemplo.com',
      'ana.maria+loja@exemplo.com.br',
      "o'neil@exemplo.io",
      'ana@exemplo',
      'ana@@exemplo.com',
      '.ana@exemplo.com',
      'ana..maria@exemplo.com',
      'ana@-exemplo.com',
      'ana@exemplo.c',
      'ana maria@exemplo.com',
      'ana@exemplo.com.',
    ];
    for (const sample of samples) {
      expect(LEAD_EMAIL_STRICT.test(sample), sample).toBe(z.email().safeParse(sample).success);
    }
  });

  it('gives the values as stored, or each invalid field its message pair', () => {
    expect(
      checkLeadFields({ name: ' Ana ', email: ' Ana@X.com ', phone: '(11) 98765-4321' }),
    ).toEqual({
      values: { name: 'Ana', email: 'ana@x.com', phone: '11987654321' },
      errors: {},
    });
    expect(checkLeadFields({ name: 'Ana\nMaria', email: 'ana@', phone: '1198' })).toEqual({
      values: null,
      errors: {
        name: leadMessages.nameInvalid,
        email: leadMessages.email,
        phone: leadMessages.phone,
      },
    });
  });
});
