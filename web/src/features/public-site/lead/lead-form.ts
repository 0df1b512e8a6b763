// The lead popup's behaviour, in plain DOM code: no React, no form library, no zod, so that the
// sales page can run it as one small script. It opens the dialog lead-dialog.tsx renders, checks
// each field with the domain's rules (the function checks the same), masks the phone, saves the
// lead and opens the checkout prefilled in a tab reserved inside the click.
import {
  checkLeadFields,
  formatPhone,
  PHONE_COUNTRY_PREFIX,
  type LeadFields,
  type LeadToast,
  type PlanKey,
} from '@app/domain';
import { reserveCheckoutTab, withCheckoutPrefill } from '@/lib/checkout-link';
import { leadDialogMessages as t } from './lead-messages';
import { submitLead } from './api/submit-lead';
import {
  DISABLED_CLASS,
  ERROR_CLASS,
  LEAD_ALERT_ID,
  LEAD_CLOSE_ID,
  LEAD_DIALOG_ID,
  LEAD_FIELD_IDS,
  LEAD_SUBMIT_ID,
} from './lead-dom';

/** How long the checkout waits for the lead call; past it the call goes on in the background. */
export const LEAD_SAVE_TIMEOUT_MS = 3000;

/** Where this popup's leads come from (`leads.origin`). */
export const LEAD_ORIGIN = 'planos';

type FieldName = keyof LeadFields;
const FIELDS: FieldName[] = ['name', 'email', 'phone'];

/** A pasted international number ("+55 11 98765-4321") loses its country code before the mask. */
function withoutCountryCode(raw: string): string {
  const international = `+${PHONE_COUNTRY_PREFIX}`;
  const compact = raw.replace(/[\s()-]/g, '');
  return compact.startsWith(international) ? compact.slice(international.length) : raw;
}

function required<T extends Element>(root: ParentNode, id: string): T {
  const element = root.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`Popup de lead: #${id} não está na página`);
  return element;
}

type LeadForm = { open: () => void };
const attached = new WeakMap<HTMLDialogElement, LeadForm>();

/**
 * Wires the page's lead dialog once (the same dialog element is never wired twice). The plan and
 * its checkout address come with the dialog (lead-dialog.tsx), already checked.
 */
export function leadForm(root: Document = document): LeadForm {
  const dialog = required<HTMLDialogElement>(root, LEAD_DIALOG_ID);
  const existing = attached.get(dialog);
  if (existing) return existing;

  const form = dialog.querySelector('form')!;
  const planKey = dialog.dataset.plan as PlanKey | undefined;
  const checkoutUrl = dialog.dataset.checkoutUrl;
  if (!planKey || !checkoutUrl) {
    throw new Error('Popup de lead: o plano e o endereço do checkout não estão na página');
  }
  const submit = required<HTMLButtonElement>(dialog, LEAD_SUBMIT_ID);
  const close = required<HTMLButtonElement>(dialog, LEAD_CLOSE_ID);
  const inputs = Object.fromEntries(
    FIELDS.map((field) => [field, required<HTMLInputElement>(dialog, LEAD_FIELD_IDS[field])]),
  ) as Record<FieldName, HTMLInputElement>;
  const alert = required<HTMLElement>(dialog, LEAD_ALERT_ID);
  const touched = new Set<FieldName>();

  /** Names the first problem of a refused send, as the toast of the app's other forms does. */
  const showAlert = (error: LeadToast | null) => {
    const [title, description] = alert.children;
    if (title) title.textContent = error?.title ?? '';
    if (description) description.textContent = error?.description ?? '';
    alert.hidden = !error;
  };
  let redirecting = false;

  /** Shows (or clears) a field's message the way MUI shows a field in error. */
  const showError = (field: FieldName, error: LeadToast | null) => {
    const input = inputs[field];
    const helper = dialog.querySelector(`#${LEAD_FIELD_IDS[field]}-helper-text`);
    const label = dialog.querySelector(`#${LEAD_FIELD_IDS[field]}-label`);
    for (const part of [input.parentElement, helper, label]) {
      part?.classList.toggle(ERROR_CLASS, Boolean(error));
    }
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (helper) helper.textContent = error?.description ?? ' ';
  };
  const values = (): LeadFields => ({
    name: inputs.name.value,
    email: inputs.email.value,
    phone: inputs.phone.value,
  });
  // The same check as the send's: each field's error does not depend on the others.
  const check = (field: FieldName) =>
    showError(field, checkLeadFields(values()).errors[field] ?? null);

  for (const field of FIELDS) {
    const input = inputs[field];
    // As the form library did before ('onTouched'): a field is checked once left, then as typed.
    input.addEventListener('blur', () => {
      touched.add(field);
      check(field);
    });
    input.addEventListener('input', () => {
      // The alert told what stopped the last send; typing is the visitor answering it.
      showAlert(null);
      if (field === 'phone') input.value = formatPhone(withoutCountryCode(input.value));
      if (touched.has(field)) check(field);
    });
  }

  const setBusy = (busy: boolean) => {
    redirecting = busy;
    for (const button of [submit, close]) {
      button.disabled = busy;
      button.classList.toggle(DISABLED_CLASS, busy);
    }
    submit.textContent = busy ? t.submitting : t.submit;
  };

  const reset = () => {
    form.reset();
    touched.clear();
    for (const field of FIELDS) showError(field, null);
    showAlert(null);
  };

  const closeDialog = () => {
    if (!redirecting) dialog.close();
  };
  close.addEventListener('click', closeDialog);
  // Esc while the checkout is being prepared would hide a popup that is still working.
  dialog.addEventListener('cancel', (event) => {
    if (redirecting) event.preventDefault();
  });
  // A click on the backdrop (the dialog element itself, outside its paper) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) closeDialog();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (redirecting) return;
    const { values: lead, errors } = checkLeadFields(values());
    for (const field of FIELDS) {
      touched.add(field);
      showError(field, errors[field] ?? null);
    }
    if (!lead) {
      const first = FIELDS.find((field) => errors[field])!;
      showAlert(errors[first] ?? null);
      inputs[first].focus();
      return;
    }
    showAlert(null);
    // Inside the click: a tab opened after an await is what popup blockers stop.
    const tab = reserveCheckoutTab(t.waitingTab);
    setBusy(true);
    void saveLead(lead).then(() => {
      tab.go(withCheckoutPrefill(checkoutUrl, lead));
      setBusy(false);
      reset();
      dialog.close();
    });
  });

  const saveLead = async (lead: LeadFields) => {
    try {
      const result = await withTimeout(
        submitLead({ ...lead, plan: planKey, origin: LEAD_ORIGIN }),
        LEAD_SAVE_TIMEOUT_MS,
      );
      // Not stored (already registered today, or too many from this connection): the buyer
      // goes on to the checkout all the same, so this is only worth a note in the console.
      if (result.message) console.info(result.message);
    } catch (error) {
      // A lead that could not be saved never blocks the checkout.
      console.error('Não foi possível salvar o lead do checkout', error);
    }
  };

  const api: LeadForm = {
    open() {
      if (dialog.open) return;
      dialog.showModal();
      inputs.name.focus();
    },
  };
  attached.set(dialog, api);
  return api;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
