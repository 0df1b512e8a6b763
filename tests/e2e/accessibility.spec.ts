// Every screen against WCAG 2.1 A/AA (axe-core in Chromium, against the Hosting emulator build):
// the public pages signed out, each role's dashboard screens, and the dialogs and menus opened
// on them. A screen is checked once it has finished loading (no skeleton or spinner left).
//
// Each person's screens are opened one after another in ONE browser profile of theirs: a new
// profile per screen downloaded and compiled the whole app again every time, about a third of this
// file's time. Signed out, each screen is a full page load (most are prerendered pages without the
// app). Signed in, the first screen is a full load and the next ones are reached as a member moves
// through the app, by its own navigation (React Router follows the History API), keeping the loaded
// app, its Firestore connection and axe; after a check that left a dialog or menu open, the next
// screen is a full load again, so nothing that the check opened carries over.
import { DEMO_CERTIFICATE_CODE } from '../../scripts/seed/demo-content';
import { expectAccessible } from './accessibility';
import { contextDefaults } from './browser-options';
import {
  expect,
  storageStateFile,
  test,
  useSeededProject,
  type BrowserContext,
  type Page,
  type SignedInRole,
} from './fixtures';

/** Pages showing a dashboard screen as a passed check left it, with nothing opened on it. */
const appShown = new WeakSet<Page>();

/**
 * Opens `path` and waits for the route's heading and for its data (no skeleton or spinner on
 * screen): by the app's own navigation when `page` shows the app (the headings on screen before are
 * marked, so the wait is for the new route's), by a full page load otherwise.
 */
async function settled(page: Page, path: string) {
  const inApp = appShown.delete(page);
  const here = new URL(page.url());
  if (inApp && `${here.pathname}${here.search}` === path) return;
  let heading = page.getByRole('heading', { level: 1 });
  if (inApp) {
    await page.evaluate((to) => {
      document.querySelectorAll('h1').forEach((before) => (before.dataset.left = ''));
      // As React Router's own push: its state carries the entry's index in the history.
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
    heading = heading.and(page.locator(':not([data-left])'));
  } else {
    await page.goto(path);
  }
  await expect(heading.first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root')).toHaveCount(0);
}

/** After a check that opened nothing, the next dashboard screen is reached inside the app. */
function checkedAsLeft(page: Page, path: string) {
  if (path.startsWith('/dashboard')) appShown.add(page);
}

type Screen = { path: string; open?: (page: Page) => Promise<void>; name?: string };

/**
 * The page the enclosing describe's tests share: one browser profile signed in as `role` (or
 * signed out), opened before its first test and closed after its last.
 */
function sharedPage(role: SignedInRole | null): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    const storageState = role ? storageStateFile(role) : { cookies: [], origins: [] };
    context = await browser.newContext({ ...contextDefaults, storageState });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('The shared page is read before its beforeAll ran');
    return page;
  };
}

function checkScreens(pageOf: () => Page, screens: Screen[]) {
  for (const screen of screens) {
    const name = screen.name ?? screen.path;
    test(name, async () => {
      const page = pageOf();
      await settled(page, screen.path);
      await screen.open?.(page);
      await expectAccessible(page, name);
      if (!screen.open) checkedAsLeft(page, screen.path);
    });
  }
}

/** Opens the dialog and waits for what it loads (its spinner's name is checked in its own test). */
const openDialog = (button: string, dialog: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  await expect(opened.getByRole('progressbar')).toHaveCount(0);
};

test.describe('accessibility (Hosting emulator build)', () => {
  const seeded = useSeededProject('accessibility');
  const slugOf = async (classId: string) =>
    (await seeded.project.db.doc(`classes/${classId}`).get()).get('slug') as string;

  test.describe('signed out', () => {
    const page = sharedPage(null);
    checkScreens(page, [
      { path: '/' },
      { path: '/planos' },
      {
        path: '/planos',
        name: "/planos, 'Falta pouco!' popup",
        open: async (page) => {
          await page.getByRole('link', { name: 'Quero ser Aluno Fundador' }).click();
          await expect(page.getByRole('dialog', { name: 'Falta pouco!' })).toBeVisible();
        },
      },
      { path: '/login' },
      { path: '/sobre' },
      { path: '/contato' },
      { path: '/termos' },
      { path: '/privacidade' },
      { path: '/obrigado' },
      { path: '/acesso-expirado' },
      { path: '/upsell' },
      // The emulators' outbox (emulator build only; docs/operations.md).
      { path: '/caixa-de-saida' },
      { path: `/certificado/${DEMO_CERTIFICATE_CODE}` },
      { path: '/certificado/AAAABBBBCCCC', name: '/certificado (not found)' },
      { path: '/pagina-que-nao-existe', name: 'not found' },
    ]);
  });

  test.describe('student', () => {
    const page = sharedPage('student');
    checkScreens(page, [
      { path: '/dashboard' },
      {
        path: '/dashboard',
        name: "/dashboard, 'Notificações' open",
        open: async (page) => {
          await page.getByRole('button', { name: /Notificações/ }).click();
          await expect(page.getByRole('menu').or(page.getByRole('dialog')).first()).toBeVisible();
        },
      },
      { path: '/dashboard/aulas-semanais' },
      { path: '/dashboard/curso/curso-financas', name: 'course, restricted' },
      { path: '/dashboard/ao-vivo/ao-vivo-amanha', name: "live class, 'Abre às'" },
      { path: '/dashboard/ao-vivo/ao-vivo-agora', name: "live class, 'Entrar na aula'" },
      { path: '/dashboard/eventos' },
      { path: '/dashboard/certificados' },
      { path: '/dashboard/perfil' },
      {
        path: '/dashboard/perfil',
        name: "/dashboard/perfil, 'Excluir minha conta'",
        open: openDialog('Excluir minha conta', 'Excluir minha conta'),
      },
    ]);
    test('class page', async () => {
      await settled(page(), `/dashboard/aula/${await slugOf('semanal-01')}`);
      await expectAccessible(page(), 'class page');
    });
  });

  test.describe('subscriber', () => {
    const page = sharedPage('subscriber');
    checkScreens(page, [
      // 'Meta da semana' with a goal picked and 12 weeks of history (docs/weekly-goal.md).
      { path: '/dashboard', name: "/dashboard, 'Meta da semana' with its history" },
      { path: '/dashboard/curso/curso-financas' },
      { path: '/dashboard/certificados', name: '/dashboard/certificados, with a certificate' },
    ]);
    test("class page, its quiz taken ('Fazer questionário')", async () => {
      await settled(page(), `/dashboard/aula/${await slugOf('semanal-06')}`);
      await page().getByRole('button', { name: 'Fazer questionário' }).click();
      await expect(page().getByRole('button', { name: 'Enviar respostas' })).toBeVisible();
      await expectAccessible(page(), 'class page, quiz');
    });
  });

  test.describe('admin', () => {
    const page = sharedPage('admin');
    checkScreens(page, [
      { path: '/dashboard' },
      { path: '/dashboard', name: "'Criar Usuário'", open: openDialog('Criar Usuário', /./) },
      { path: '/dashboard/criar-aula' },
      { path: '/dashboard/criar-curso' },
      { path: '/dashboard/curso/curso-financas/editar' },
      { path: '/dashboard/criar-aula-curso?curso_id=curso-financas' },
      { path: '/dashboard/criar-aula-ao-vivo' },
      { path: '/dashboard/aulas-ao-vivo' },
      { path: '/dashboard/editar-aula-ao-vivo/ao-vivo-amanha' },
      { path: '/dashboard/ao-vivo/ao-vivo-passada', name: "live class, 'Presença (1)'" },
      {
        path: '/dashboard/ao-vivo/ao-vivo-passada',
        name: "'Publicar gravação'",
        open: openDialog('Publicar gravação', 'Publicar gravação'),
      },
      { path: '/dashboard/comentarios' },
      { path: '/dashboard/usuarios' },
      { path: '/dashboard/indicadores' },
      {
        path: '/dashboard/usuarios',
        name: "'Gerenciar acesso'",
        open: openDialog('Gerenciar acesso', /./),
      },
      { path: '/dashboard/usuarios', name: "'Histórico'", open: openDialog('Histórico', /./) },
      {
        path: '/dashboard/usuarios',
        name: "'Certificados'",
        open: openDialog('Certificados', /./),
      },
      {
        path: '/dashboard/usuarios',
        name: "'Importar membros'",
        open: openDialog('Importar membros', 'Importar membros'),
      },
      { path: '/dashboard/eventos' },
      { path: '/dashboard/curso/curso-financas/questionario', name: 'final quiz editor' },
    ]);
    test("quiz editor and its 'Resultados'", async () => {
      await settled(page(), `/dashboard/aula/${await slugOf('semanal-06')}/questionario`);
      await expectAccessible(page(), 'quiz editor');
      await page().getByRole('tab', { name: 'Resultados' }).click();
      await expect(page().getByText('Questões mais erradas')).toBeVisible();
      await expectAccessible(page(), 'quiz results');
    });
    test('class editor', async () => {
      await settled(page(), `/dashboard/aula/${await slugOf('semanal-01')}/editar`);
      await expectAccessible(page(), 'class editor');
    });
  });
});
