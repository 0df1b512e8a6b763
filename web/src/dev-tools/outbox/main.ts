import { readOutbox } from './mail-documents';
import { outboxMessages as t } from './messages';
import { outboxContent } from './render-outbox';

// caixa-de-saida.html: the e-mails the emulators' functions queued (docs/operations.md, "Caixa de
// saída"). Built only in the emulator build (vite.config.ts) and served by the dev server.

const root = document.getElementById('outbox');
const status = document.getElementById('outbox-status');
const reload = document.getElementById('outbox-reload');

async function show() {
  if (!root || !status) return;
  if (import.meta.env.VITE_USE_EMULATORS !== 'true') {
    status.textContent = t.emulatorOnly;
    return;
  }
  status.textContent = t.loading;
  try {
    const mails = await readOutbox(import.meta.env);
    root.replaceChildren(...outboxContent(mails));
    status.textContent = '';
  } catch (error) {
    console.warn('Caixa de saída:', error);
    status.textContent = t.failed;
  }
}

document.title = `${t.title} · Escola Estratégica`;
for (const [id, text] of [
  ['outbox-title', t.title],
  ['outbox-intro', t.intro],
  ['outbox-reload', t.reload],
] as const) {
  const node = document.getElementById(id);
  if (node) node.textContent = text;
}
reload?.addEventListener('click', () => void show());
void show();
