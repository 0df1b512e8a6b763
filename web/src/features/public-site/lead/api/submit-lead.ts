import type { SubmitLeadInput, SubmitLeadOutput, submitLeadCallable } from '@app/domain';
import { callableUrl } from '@/config/functions-endpoint';

/** The contract's name, checked against it: importing the contract itself would bring zod. */
const SUBMIT_LEAD: (typeof submitLeadCallable)['name'] = 'submitLead';

type CallableReply = {
  result?: SubmitLeadOutput;
  error?: { status?: string; message?: string };
};

/**
 * Sends the lead to the submitLead function, the only writer of `leads`, over the callable
 * protocol (a JSON POST of `{ data }`, answered with `{ result }` or `{ error }`) with `fetch`: the
 * Functions SDK would be most of the sales page's script.
 */
export async function submitLead(lead: SubmitLeadInput): Promise<SubmitLeadOutput> {
  const response = await fetch(callableUrl(SUBMIT_LEAD), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: lead }),
  });
  const reply = (await response.json().catch(() => null)) as CallableReply | null;
  if (!response.ok || !reply?.result) {
    const error = reply?.error;
    throw new Error(`submitLead: ${error?.status ?? response.status} ${error?.message ?? ''}`);
  }
  return reply.result;
}
