import { reminderEmailMessages } from '@app/domain';
import { BRAND_COLORS, PLATFORM_NAME } from '@app/domain/brand';
import { escapeHtml } from '../common/email-message';

const t = reminderEmailMessages.unsubscribePage;

/**
 * The small pt-BR page the unsubscribe link opens: what happened and a link to the preferences.
 * Self-contained (no scripts, inline styles, the app's dark colours with AA contrast).
 */
export function unsubscribePage(input: { message: string; help?: string; preferencesUrl: string }) {
  const help = input.help ? `<p>${escapeHtml(input.help)}</p>` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · ${escapeHtml(PLATFORM_NAME)}</title>
<style>
body{margin:0;background:${BRAND_COLORS.background};color:#fff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:560px;margin:15vh auto;padding:0 24px}
h1{font-size:1.5rem;margin:0 0 16px}
a{color:${BRAND_COLORS.redText}}
</style>
</head>
<body>
<main>
<p>${escapeHtml(PLATFORM_NAME)}</p>
<h1>${escapeHtml(input.message)}</h1>
${help}
<p><a href="${escapeHtml(input.preferencesUrl)}">${escapeHtml(t.preferencesLink)}</a></p>
</main>
</body>
</html>`;
}
