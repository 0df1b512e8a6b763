import { z } from 'zod';
import { leadFormSchema, leadMessages } from '../entities/lead';
import { PLAN_KEYS } from '../limits';
import { defineCallable, outputType } from './define-callable';

// submitLead: the sales page's lead popup. The only way a lead reaches `leads` (clients cannot
// write there), so the function can limit how many one visitor leaves. The page's small lead
// script calls it without the Functions SDK or zod, so it imports this contract as a type only.

/** Leads one IP address may leave in a rolling hour; past it the call stores nothing. */
export const LEADS_PER_IP_PER_HOUR = 5;

export const submitLeadMessages = {
  invalidPlan: 'Plano inválido',
  invalidOrigin: 'Origem do cadastro inválida',
  /** Returned (not thrown) past the IP limit: the checkout still opens. */
  tooManyLeads:
    'Recebemos muitos cadastros desta conexão na última hora. Seus dados não foram salvos agora, mas você pode seguir para o pagamento normalmente.',
  /** Returned when the same e-mail already left a lead for this plan today. */
  alreadyRegistered: 'Já recebemos seu cadastro para este plano hoje.',
  failed: 'Não foi possível salvar seu cadastro agora.',
} as const;

const ORIGIN_PATTERN = /^[a-z0-9-]{1,100}$/;

// A missing or non-object payload reads as a missing name, the form's first field.
const submitLeadInputSchema = z.object(
  {
    ...leadFormSchema.shape,
    plan: z.enum(PLAN_KEYS, { error: submitLeadMessages.invalidPlan }),
    /** Which form sent it, e.g. 'planos': a slug, never free text. */
    origin: z.string({ error: submitLeadMessages.invalidOrigin }).regex(ORIGIN_PATTERN, {
      error: submitLeadMessages.invalidOrigin,
    }),
  },
  { error: leadMessages.name.title },
);

export type SubmitLeadInput = z.input<typeof submitLeadInputSchema>;

/**
 * 'stored': a new lead. 'already-registered': this e-mail left one for this plan today (São
 * Paulo calendar), nothing new stored. 'rate-limited': the IP's hourly limit, nothing stored.
 * None of them is an error: the popup opens the checkout after every outcome.
 */
export type SubmitLeadOutcome = 'stored' | 'already-registered' | 'rate-limited';

export interface SubmitLeadOutput {
  outcome: SubmitLeadOutcome;
  /** The pt-BR explanation when nothing was stored. */
  message: string | null;
}

export const submitLeadCallable = defineCallable({
  name: 'submitLead',
  input: submitLeadInputSchema,
  output: outputType<SubmitLeadOutput>(),
});
